// Flat-illustration building blocks for the site's imagery. Every function returns an SVG fragment;
// scenes.ts composes them into whole pictures. Randomness is seeded so every build draws the same image.

export interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
}

export const palettes = {
  summer: {
    skyTop: "#7cc4ea",
    skyBottom: "#fde9c4",
    far: "#9fb6c9",
    mid: "#c9a96b",
    near: "#b8924f",
    ground: "#d8b56f",
  },
  spring: {
    skyTop: "#86c8ec",
    skyBottom: "#e8f4e4",
    far: "#a5bccc",
    mid: "#7fa36a",
    near: "#5f8c4e",
    ground: "#8cb56a",
  },
  dusk: { skyTop: "#3b4a7a", skyBottom: "#f7a86a", far: "#6a6f8f", mid: "#8a6a5a", near: "#6b4f3f", ground: "#8c6b4a" },
  overcast: {
    skyTop: "#9aa7b3",
    skyBottom: "#d5dade",
    far: "#8d99a3",
    mid: "#9c9a82",
    near: "#8a876e",
    ground: "#a9a483",
  },
  winter: {
    skyTop: "#9cc7e4",
    skyBottom: "#eef4f8",
    far: "#b9c9d6",
    mid: "#e9eff3",
    near: "#dfe8ee",
    ground: "#f3f7fa",
  },
  smoke: {
    skyTop: "#c9a27a",
    skyBottom: "#ecd3ae",
    far: "#b29a84",
    mid: "#a88f6a",
    near: "#927a55",
    ground: "#b89b68",
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** mulberry32: a tiny deterministic generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function document(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function skyDefs(p: Palette, id = "sky"): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`;
}

export function sky(width: number, height: number, id = "sky"): string {
  return `<rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

export function sun(cx: number, cy: number, r: number, color = "#fbbf24"): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r * 1.4}" fill="${color}" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

export function cloud(x: number, y: number, s: number, color = "#ffffff", opacity = 0.85): string {
  return `<g fill="${color}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${28 * s}"/><ellipse cx="${x - 45 * s}" cy="${y + 6 * s}" rx="${50 * s}" ry="${22 * s}"/><ellipse cx="${x + 40 * s}" cy="${y - 14 * s}" rx="${46 * s}" ry="${30 * s}"/></g>`;
}

/** Mount Shasta on the horizon: a broad cone with a snowcap, as seen from Redding. */
export function mountShasta(cx: number, baseY: number, width: number, height: number, rock = "#8496a8"): string {
  const left = cx - width / 2;
  const right = cx + width / 2;
  const peakY = baseY - height;
  const snowY = peakY + height * 0.38;
  const shoulderX = cx - width * 0.22;
  return `<path d="M${left} ${baseY} L${shoulderX} ${baseY - height * 0.55} L${cx - width * 0.05} ${peakY} L${cx + width * 0.06} ${peakY + 6} L${right} ${baseY} Z" fill="${rock}"/><path d="M${cx - width * 0.05} ${peakY} L${cx + width * 0.06} ${peakY + 6} L${cx + width * 0.2} ${snowY} L${cx + width * 0.12} ${snowY - 18} L${cx + width * 0.04} ${snowY + 10} L${cx - width * 0.04} ${snowY - 12} L${cx - width * 0.12} ${snowY + 6} L${cx - width * 0.19} ${snowY - 8} Z" fill="#f8fafc"/>`;
}

/** A band of rolling hills whose top edge wavers around `y`. */
export function hills(
  width: number,
  height: number,
  y: number,
  amplitude: number,
  color: string,
  seed: number,
): string {
  const rand = seeded(seed);
  const steps = 8;
  let d = `M0 ${y}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const cx = x - width / steps / 2;
    const cy = y + (rand() - 0.5) * 2 * amplitude;
    d += ` Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(y + (rand() - 0.5) * amplitude)}`;
  }
  return `<path d="${d} L${width} ${height} L0 ${height} Z" fill="${color}"/>`;
}

export function ground(width: number, height: number, y: number, color: string): string {
  return `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="${color}"/>`;
}

export type PanelState = "on" | "off" | "dusty" | "hot";

const panelFill: Record<PanelState, string> = { on: "#1e3a8a", off: "#3f4756", dusty: "#6b6a60", hot: "#1e3a8a" };

/**
 * A grid of panels on a parallelogram: origin (x, y) is the top-left corner,
 * `slant` shifts the bottom edge sideways (a roof seen at an angle).
 */
export function panelArray(opts: {
  x: number;
  y: number;
  width: number;
  height: number;
  cols: number;
  rows: number;
  slant?: number;
  state?: PanelState;
  gap?: number;
}): string {
  const { x, y, width, height, cols, rows, slant = 0, state = "on", gap = 4 } = opts;
  const cw = width / cols;
  const rh = height / rows;
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const top = y + r * rh;
      const shiftTop = (slant * r) / rows;
      const shiftBottom = (slant * (r + 1)) / rows;
      const x0 = x + c * cw + shiftTop + gap / 2;
      const x1 = x + (c + 1) * cw + shiftTop - gap / 2;
      const x2 = x + (c + 1) * cw + shiftBottom - gap / 2;
      const x3 = x + c * cw + shiftBottom + gap / 2;
      const y0 = top + gap / 2;
      const y1 = top + rh - gap / 2;
      out += `<path d="M${r1(x0)} ${r1(y0)} L${r1(x1)} ${r1(y0)} L${r1(x2)} ${r1(y1)} L${r1(x3)} ${r1(y1)} Z" fill="${panelFill[state]}" stroke="#cbd5e1" stroke-width="1.5"/>`;
      if (state === "on" || state === "hot") {
        out += `<path d="M${r1(x0 + 3)} ${r1(y0 + 3)} L${r1(x0 + (x1 - x0) * 0.45)} ${r1(y0 + 3)} L${r1(x3 + (x2 - x3) * 0.2)} ${r1(y1 - 3)} L${r1(x3 + 3)} ${r1(y1 - 3)} Z" fill="#93c5fd" opacity="0.22"/>`;
      }
      if (state === "hot" && (r * cols + c) % 5 === 2) {
        out += `<ellipse cx="${r1((x0 + x2) / 2)}" cy="${r1((y0 + y1) / 2)}" rx="${r1(cw * 0.3)}" ry="${r1(rh * 0.3)}" fill="#f97316" opacity="0.85"/>`;
      }
    }
  }
  return out;
}

export interface HouseOptions {
  x: number;
  baseY: number;
  width: number;
  wallHeight: number;
  roofHeight: number;
  wall?: string;
  roof?: string;
  trim?: string;
  panels?: { cols: number; rows: number; state?: PanelState };
  snow?: boolean;
  garage?: boolean;
}

/** A single-storey home seen from the front, roof facing the viewer. */
export function house(o: HouseOptions): string {
  const wall = o.wall ?? "#f1e4cf";
  const roof = o.roof ?? "#5b5f66";
  const trim = o.trim ?? "#ffffff";
  const top = o.baseY - o.wallHeight;
  const eave = 30;
  const ridgeInset = o.width * 0.18;
  const roofTop = top - o.roofHeight;
  let out = `<rect x="${o.x}" y="${top}" width="${o.width}" height="${o.wallHeight}" fill="${wall}"/>`;
  out += `<path d="M${o.x - eave} ${top} L${o.x + ridgeInset} ${roofTop} L${o.x + o.width - ridgeInset} ${roofTop} L${o.x + o.width + eave} ${top} Z" fill="${roof}"/>`;
  out += `<rect x="${o.x - eave}" y="${top - 6}" width="${o.width + 2 * eave}" height="10" fill="${trim}" opacity="0.9"/>`;
  if (o.panels) {
    const inset = 24;
    out += panelArray({
      x: o.x + ridgeInset + inset,
      y: roofTop + 14,
      width: o.width - 2 * ridgeInset - 2 * inset - o.width * 0.06,
      height: o.roofHeight - 34,
      cols: o.panels.cols,
      rows: o.panels.rows,
      slant: o.width * 0.06,
      state: o.panels.state,
    });
  }
  if (o.snow) {
    // Snow lies along the ridge and the eave; the panels between have shed theirs.
    out += `<path d="M${o.x + ridgeInset - 8} ${roofTop - 8} L${o.x + o.width - ridgeInset + 8} ${roofTop - 8} L${o.x + o.width - ridgeInset + 4} ${roofTop + 10} L${o.x + ridgeInset - 4} ${roofTop + 10} Z" fill="#ffffff"/>`;
    out += `<rect x="${o.x - eave}" y="${top - 12}" width="${o.width + 2 * eave}" height="14" rx="6" fill="#ffffff"/>`;
  }
  const windowW = o.width * 0.14;
  const windowH = o.wallHeight * 0.38;
  const windowY = top + o.wallHeight * 0.22;
  const doorW = o.width * 0.1;
  const doorX = o.x + o.width * 0.46;
  out += `<rect x="${o.x + o.width * 0.1}" y="${windowY}" width="${windowW}" height="${windowH}" fill="#bfdbfe" stroke="${trim}" stroke-width="6"/>`;
  out += `<rect x="${o.x + o.width * 0.28}" y="${windowY}" width="${windowW}" height="${windowH}" fill="#bfdbfe" stroke="${trim}" stroke-width="6"/>`;
  out += `<rect x="${doorX}" y="${o.baseY - o.wallHeight * 0.62}" width="${doorW}" height="${o.wallHeight * 0.62}" fill="#8b5e3c"/>`;
  if (o.garage) {
    const gx = o.x + o.width * 0.62;
    out += `<rect x="${gx}" y="${o.baseY - o.wallHeight * 0.66}" width="${o.width * 0.3}" height="${o.wallHeight * 0.66}" fill="#e5e7eb"/>`;
    for (let i = 1; i < 4; i++) {
      const ly = o.baseY - o.wallHeight * 0.66 + (o.wallHeight * 0.66 * i) / 4;
      out += `<line x1="${gx}" y1="${ly}" x2="${gx + o.width * 0.3}" y2="${ly}" stroke="#cbd5e1" stroke-width="3"/>`;
    }
  } else {
    out += `<rect x="${o.x + o.width * 0.66}" y="${windowY}" width="${windowW * 1.6}" height="${windowH}" fill="#bfdbfe" stroke="${trim}" stroke-width="6"/>`;
  }
  return out;
}

/** A low commercial building with a flat roof seen from above at an angle, panels in rows. */
export function flatRoofBuilding(o: {
  x: number;
  baseY: number;
  width: number;
  height: number;
  roofDepth: number;
  wall?: string;
  panels?: { cols: number; rows: number; state?: PanelState };
  sign?: string;
}): string {
  const wall = o.wall ?? "#d6d3d1";
  const top = o.baseY - o.height;
  let out = `<path d="M${o.x} ${top} L${o.x + 60} ${top - o.roofDepth} L${o.x + o.width + 60} ${top - o.roofDepth} L${o.x + o.width} ${top} Z" fill="#a8a29e"/>`;
  out += `<rect x="${o.x}" y="${top}" width="${o.width}" height="${o.height}" fill="${wall}"/>`;
  out += `<rect x="${o.x}" y="${top}" width="${o.width}" height="12" fill="#78716c"/>`;
  if (o.panels) {
    out += panelArray({
      x: o.x + 50,
      y: top - o.roofDepth + 14,
      width: o.width - 60,
      height: o.roofDepth - 24,
      cols: o.panels.cols,
      rows: o.panels.rows,
      slant: -40,
      state: o.panels.state,
      gap: 6,
    });
  }
  const bays = Math.max(2, Math.round(o.width / 220));
  for (let i = 0; i < bays; i++) {
    const bx = o.x + 40 + (i * (o.width - 80)) / bays;
    out += `<rect x="${bx}" y="${o.baseY - o.height * 0.55}" width="${(o.width - 80) / bays - 40}" height="${o.height * 0.55}" fill="#94a3b8"/>`;
  }
  if (o.sign) {
    out += `<rect x="${o.x + o.width * 0.3}" y="${top + 24}" width="${o.width * 0.4}" height="${o.height * 0.16}" rx="6" fill="#b43a09"/>`;
  }
  return out;
}

/** Rows of tilted ground-mounted panels receding into the distance. */
export function groundMount(o: {
  x: number;
  y: number;
  width: number;
  rows: number;
  rowDepth: number;
  state?: PanelState;
}): string {
  let out = "";
  for (let r = 0; r < o.rows; r++) {
    const scale = 0.55 + (0.45 * r) / Math.max(1, o.rows - 1);
    const rowWidth = o.width * scale;
    const rx = o.x + (o.width - rowWidth) / 2;
    const ry = o.y + r * o.rowDepth * (0.6 + 0.4 * scale);
    const h = o.rowDepth * 0.55 * scale;
    for (let leg = 0; leg <= 6; leg++) {
      const lx = rx + (rowWidth * leg) / 6;
      out += `<rect x="${r1(lx)}" y="${r1(ry + h)}" width="${r1(4 * scale)}" height="${r1(h * 0.7)}" fill="#64748b"/>`;
    }
    out += panelArray({
      x: rx,
      y: ry,
      width: rowWidth,
      height: h,
      cols: 14,
      rows: 2,
      slant: -8 * scale,
      state: o.state,
      gap: 3,
    });
  }
  return out;
}

export function roundTree(x: number, y: number, r: number, leaf = "#4d7c3a"): string {
  return `<rect x="${x - r * 0.12}" y="${y}" width="${r * 0.24}" height="${r * 0.9}" fill="#6b4f2f"/><circle cx="${x}" cy="${y}" r="${r}" fill="${leaf}"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.45}" fill="#ffffff" opacity="0.08"/>`;
}

export function pineTree(x: number, baseY: number, h: number, color = "#2f5d3a", snow = false): string {
  const w = h * 0.42;
  let out = `<rect x="${x - h * 0.04}" y="${baseY - h * 0.15}" width="${h * 0.08}" height="${h * 0.15}" fill="#5b4030"/>`;
  out += `<path d="M${x} ${baseY - h} L${x + w / 2} ${baseY - h * 0.15} L${x - w / 2} ${baseY - h * 0.15} Z" fill="${color}"/>`;
  if (snow)
    out += `<path d="M${x} ${baseY - h} L${x + w * 0.18} ${baseY - h * 0.66} L${x - w * 0.18} ${baseY - h * 0.66} Z" fill="#ffffff"/>`;
  return out;
}

/** Orchard rows in perspective: rounded trees getting larger towards the viewer. */
export function orchard(width: number, y: number, rows: number, leaf: string, seed: number): string {
  const rand = seeded(seed);
  let out = "";
  for (let r = 0; r < rows; r++) {
    const scale = 0.4 + (0.6 * r) / Math.max(1, rows - 1);
    const rowY = y + r * 55 * scale;
    const radius = 26 * scale;
    const step = radius * 2.6;
    for (let x = -20 + rand() * step; x < width + 20; x += step) {
      out += roundTree(r1(x), r1(rowY), r1(radius), leaf);
    }
  }
  return out;
}

export function water(width: number, height: number, y: number, color = "#2b7bb9", seed = 1): string {
  const rand = seeded(seed);
  let out = `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="${color}"/>`;
  for (let i = 0; i < 40; i++) {
    const wx = rand() * width;
    const wy = y + 20 + rand() * (height - y - 30);
    const len = 30 + rand() * 60;
    out += `<line x1="${r1(wx)}" y1="${r1(wy)}" x2="${r1(wx + len)}" y2="${r1(wy)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

export function houseboat(x: number, waterY: number, width: number, color: string, panels = false): string {
  const hullH = width * 0.12;
  const cabinH = width * 0.22;
  let out = `<path d="M${x} ${waterY - hullH} L${x + width} ${waterY - hullH} L${x + width - 20} ${waterY + 8} L${x + 20} ${waterY + 8} Z" fill="#f8fafc"/>`;
  out += `<rect x="${x + width * 0.1}" y="${waterY - hullH - cabinH}" width="${width * 0.75}" height="${cabinH}" fill="${color}"/>`;
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${x + width * (0.15 + i * 0.17)}" y="${waterY - hullH - cabinH * 0.75}" width="${width * 0.1}" height="${cabinH * 0.4}" fill="#dbeafe"/>`;
  }
  out += `<rect x="${x + width * 0.05}" y="${waterY - hullH - cabinH - 10}" width="${width * 0.85}" height="12" fill="#e2e8f0"/>`;
  if (panels) {
    out += panelArray({
      x: x + width * 0.12,
      y: waterY - hullH - cabinH - 34,
      width: width * 0.68,
      height: 26,
      cols: 6,
      rows: 1,
      slant: 10,
    });
  }
  return out;
}

/** A solar canopy on posts: a carport or a marina dock cover. */
export function canopy(o: {
  x: number;
  baseY: number;
  width: number;
  height: number;
  depth: number;
  state?: PanelState;
}): string {
  const top = o.baseY - o.height;
  let out = "";
  const posts = Math.max(2, Math.round(o.width / 220));
  for (let i = 0; i <= posts; i++) {
    const px = o.x + 20 + ((o.width - 40) * i) / posts;
    out += `<rect x="${r1(px)}" y="${top}" width="10" height="${o.height}" fill="#94a3b8"/>`;
  }
  out += `<path d="M${o.x - 20} ${top} L${o.x + o.width + 20} ${top} L${o.x + o.width + 50} ${top - o.depth} L${o.x + 10} ${top - o.depth} Z" fill="#475569"/>`;
  out += panelArray({
    x: o.x - 10,
    y: top - o.depth + 4,
    width: o.width + 20,
    height: o.depth - 8,
    cols: Math.round(o.width / 70),
    rows: 2,
    slant: -30,
    state: o.state,
  });
  return out;
}

export function car(x: number, baseY: number, color: string, s = 1): string {
  return `<g transform="translate(${x} ${baseY}) scale(${s})"><rect x="0" y="-46" width="170" height="32" rx="10" fill="${color}"/><path d="M30 -46 L52 -74 L118 -74 L142 -46 Z" fill="${color}"/><path d="M40 -48 L57 -68 L84 -68 L84 -48 Z M90 -48 L90 -68 L114 -68 L132 -48 Z" fill="#dbeafe"/><circle cx="40" cy="-12" r="16" fill="#1f2937"/><circle cx="130" cy="-12" r="16" fill="#1f2937"/><circle cx="40" cy="-12" r="6" fill="#9ca3af"/><circle cx="130" cy="-12" r="6" fill="#9ca3af"/></g>`;
}

/** A technician in a hard hat and hi-vis vest, standing; (x, baseY) is between the feet. */
export function technician(
  x: number,
  baseY: number,
  s = 1,
  skin = "#c68642",
  pose: "stand" | "reach" = "stand",
): string {
  const arm =
    pose === "reach"
      ? `<path d="M18 -118 L58 -160" stroke="${skin}" stroke-width="12" stroke-linecap="round"/>`
      : `<path d="M18 -118 L30 -70" stroke="${skin}" stroke-width="12" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${baseY}) scale(${s})"><rect x="-16" y="-70" width="13" height="70" fill="#334155"/><rect x="3" y="-70" width="13" height="70" fill="#334155"/><rect x="-22" y="-130" width="44" height="66" rx="10" fill="#f97316"/><rect x="-22" y="-104" width="44" height="6" fill="#fde68a"/>${arm}<path d="M-18 -118 L-30 -70" stroke="${skin}" stroke-width="12" stroke-linecap="round"/><circle cx="0" cy="-148" r="16" fill="${skin}"/><path d="M-20 -152 A20 18 0 0 1 20 -152 Z" fill="#facc15"/><rect x="-24" y="-154" width="48" height="5" rx="2" fill="#eab308"/></g>`;
}

/** A wall-mounted home battery with its status light. */
export function battery(x: number, y: number, w: number, h: number, label = true): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>`;
  out += `<rect x="${x + w * 0.15}" y="${y + h * 0.12}" width="${w * 0.7}" height="${h * 0.06}" rx="4" fill="#e2e8f0"/>`;
  out += `<circle cx="${x + w / 2}" cy="${y + h * 0.8}" r="${w * 0.05}" fill="#22c55e"/>`;
  if (label) {
    for (let i = 0; i < 4; i++) {
      out += `<rect x="${x + w * 0.3}" y="${y + h * (0.35 + i * 0.08)}" width="${w * 0.4}" height="${h * 0.05}" rx="3" fill="${i < 3 ? "#22c55e" : "#cbd5e1"}"/>`;
    }
  }
  return out;
}

/** A string inverter or electrical box with a small display. */
export function inverter(x: number, y: number, w: number, h: number, status: "ok" | "fault" = "ok"): string {
  const light = status === "ok" ? "#22c55e" : "#ef4444";
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/><rect x="${x + w * 0.18}" y="${y + h * 0.18}" width="${w * 0.64}" height="${h * 0.2}" rx="4" fill="#0f172a"/><rect x="${x + w * 0.24}" y="${y + h * 0.24}" width="${w * 0.3}" height="${h * 0.06}" fill="${light}" opacity="0.8"/><circle cx="${x + w * 0.5}" cy="${y + h * 0.62}" r="${w * 0.06}" fill="${light}"/><rect x="${x + w * 0.3}" y="${y + h}" width="${w * 0.08}" height="${h * 0.4}" fill="#6b7280"/><rect x="${x + w * 0.62}" y="${y + h}" width="${w * 0.08}" height="${h * 0.4}" fill="#6b7280"/>`;
}

export function snowfall(width: number, height: number, count: number, seed: number): string {
  const rand = seeded(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(rand() * width)}" cy="${r1(rand() * height)}" r="${r1(2 + rand() * 4)}" fill="#ffffff" opacity="${r1(0.6 + rand() * 0.4)}"/>`;
  }
  return out;
}

export function haze(width: number, height: number, color: string, opacity: number): string {
  return `<rect width="${width}" height="${height}" fill="${color}" opacity="${opacity}"/>`;
}
