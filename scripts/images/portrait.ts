// Illustrated head-and-shoulders portraits for the team page: friendly, faceless enough not to pass for photos.

export type HairStyle = "short" | "long" | "bun" | "cropped" | "curly";

export interface PortraitOptions {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  collar?: string;
  glasses?: boolean;
  beard?: boolean;
}

function hairBack(o: PortraitOptions): string {
  if (o.hairStyle === "long")
    return `<path d="M420 470 Q400 300 600 270 Q800 300 780 470 L800 760 L400 760 Z" fill="${o.hair}"/>`;
  if (o.hairStyle === "curly") {
    return `<g fill="${o.hair}">${[430, 480, 540, 600, 660, 720, 770]
      .map((x, i) => `<circle cx="${x}" cy="${380 - (i % 2) * 30}" r="70"/>`)
      .join("")}<circle cx="440" cy="480" r="60"/><circle cx="760" cy="480" r="60"/></g>`;
  }
  return "";
}

function hairFront(o: PortraitOptions): string {
  switch (o.hairStyle) {
    case "short":
      return `<path d="M455 430 Q450 300 600 290 Q750 300 745 430 Q700 360 600 360 Q500 360 455 430 Z" fill="${o.hair}"/>`;
    case "cropped":
      return `<path d="M465 410 Q470 310 600 305 Q730 310 735 410 Q690 350 600 350 Q510 350 465 410 Z" fill="${o.hair}"/>`;
    case "bun":
      return `<circle cx="600" cy="270" r="60" fill="${o.hair}"/><path d="M450 450 Q450 300 600 300 Q750 300 750 450 Q720 370 600 365 Q480 370 450 450 Z" fill="${o.hair}"/>`;
    case "long":
      return `<path d="M452 470 Q450 310 600 300 Q750 310 748 470 Q730 370 640 360 Q560 400 452 470 Z" fill="${o.hair}"/>`;
    case "curly":
      return "";
  }
}

export function portrait(o: PortraitOptions, size = 1200): string {
  const collar = o.collar ?? "#ffffff";
  const glasses = o.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="8"><circle cx="548" cy="470" r="34"/><circle cx="652" cy="470" r="34"/><line x1="582" y1="470" x2="618" y2="470"/></g>`
    : "";
  const beard = o.beard
    ? `<path d="M480 500 Q490 620 600 640 Q710 620 720 500 Q700 580 600 590 Q500 580 480 500 Z" fill="${o.hair}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200"><defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="1200" fill="${o.background}"/><rect width="1200" height="1200" fill="url(#bg)"/>${hairBack(o)}<path d="M230 1200 Q240 800 600 735 Q960 800 970 1200 Z" fill="${o.shirt}"/><path d="M535 728 L600 840 L665 728 Z" fill="${collar}"/><rect x="550" y="600" width="100" height="150" rx="40" fill="${o.skin}"/><ellipse cx="600" cy="470" rx="150" ry="180" fill="${o.skin}"/><ellipse cx="452" cy="480" rx="22" ry="40" fill="${o.skin}"/><ellipse cx="748" cy="480" rx="22" ry="40" fill="${o.skin}"/>${beard}${hairFront(o)}<circle cx="548" cy="470" r="11" fill="#1f2937"/><circle cx="652" cy="470" r="11" fill="#1f2937"/>${glasses}<path d="M560 560 Q600 590 640 560" fill="none" stroke="#7c2d12" stroke-width="9" stroke-linecap="round"/></svg>`;
}
