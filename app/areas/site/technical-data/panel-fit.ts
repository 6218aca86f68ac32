export interface PanelFit {
  panelCount: number;
  systemKw: number;
}

/** Whole panels that fit the usable part of the roof, and the system size they make. */
export function estimatePanelFit(
  roofAreaSqFt: number,
  usablePercent: number,
  panelWatts: number,
  panelAreaSqFt: number,
): PanelFit {
  const panelCount = panelAreaSqFt > 0 ? Math.floor((roofAreaSqFt * usablePercent) / 100 / panelAreaSqFt) : 0;
  return { panelCount, systemKw: Math.round(panelCount * panelWatts) / 1000 };
}
