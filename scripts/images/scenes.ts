// Every raster image the site ships, by id, as SVG source. build-images.ts renders them to AVIF/WebP/JPEG.
import { portrait } from "./portrait.ts";
import { reddingMap } from "./redding-map.ts";
import {
  battery,
  canopy,
  car,
  cloud,
  document,
  flatRoofBuilding,
  ground,
  groundMount,
  haze,
  hills,
  house,
  houseboat,
  inverter,
  mountShasta,
  orchard,
  palettes,
  panelArray,
  pineTree,
  roundTree,
  seeded,
  sky,
  skyDefs,
  snowfall,
  sun,
  technician,
  water,
  type Palette,
  type PaletteName,
  type PanelState,
} from "./svg-kit.ts";

export interface SceneSource {
  width: number;
  height: number;
  svg: string;
}

const W = 1600;
const H = 1000;

/** Sky, sun, Mount Shasta and hills: the backdrop most outdoor scenes share. */
function landscape(
  paletteName: PaletteName,
  seed: number,
  opts: { sunX?: number; shasta?: boolean; horizon?: number } = {},
) {
  const p: Palette = palettes[paletteName];
  const horizon = opts.horizon ?? 560;
  let body = sky(W, H);
  if (paletteName !== "overcast")
    body += sun(opts.sunX ?? 1290, 190, 70, paletteName === "dusk" ? "#fb923c" : "#fcd34d");
  body += cloud(300, 170, 1.2) + cloud(900, 120, 0.8, "#ffffff", 0.7);
  if (opts.shasta !== false) body += mountShasta(1050, horizon - 40, 760, 330, p.far);
  body += hills(W, H, horizon - 10, 30, p.mid, seed);
  body += hills(W, H, horizon + 60, 24, p.near, seed + 1);
  return { p, defs: skyDefs(p), body, horizon };
}

function outdoor(
  paletteName: PaletteName,
  seed: number,
  draw: (p: Palette) => string,
  opts?: Parameters<typeof landscape>[2],
): SceneSource {
  const scene = landscape(paletteName, seed, opts);
  return { width: W, height: H, svg: document(W, H, scene.body + draw(scene.p), scene.defs) };
}

function homeScene(opts: {
  palette: PaletteName;
  seed: number;
  panels?: { cols: number; rows: number; state?: PanelState };
  wall?: string;
  roof?: string;
  extras?: string;
  smoke?: boolean;
}): SceneSource {
  return outdoor(opts.palette, opts.seed, (p) => {
    let out = ground(W, H, 760, p.ground);
    out += roundTree(180, 640, 90, "#4d7c3a") + roundTree(1450, 660, 80, "#5b8a45");
    out += house({
      x: 430,
      baseY: 880,
      width: 760,
      wallHeight: 220,
      roofHeight: 230,
      wall: opts.wall,
      roof: opts.roof,
      panels: opts.panels,
      garage: true,
    });
    out += `<rect x="0" y="880" width="${W}" height="120" fill="#9ca3af" opacity="0.35"/>`;
    out += opts.extras ?? "";
    if (opts.smoke) out += haze(W, H, "#d6a77a", 0.28);
    return out;
  });
}

function interior(draw: string, wall = "#e7e2d9"): SceneSource {
  const body = `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="760" width="${W}" height="240" fill="#a8a29e"/><rect y="752" width="${W}" height="14" fill="#78716c"/>${draw}`;
  return { width: W, height: H, svg: document(W, H, body) };
}

function pasture(palette: PaletteName, seed: number, withArray: boolean): SceneSource {
  return outdoor(palette, seed, (p) => {
    let out = ground(W, H, 620, p.ground);
    out += orchard(W, 600, 3, "#5b7f3a", seed + 5);
    // Pump house and pipe.
    out += `<rect x="1180" y="700" width="220" height="150" fill="#b45309"/><path d="M1160 700 L1290 630 L1420 700 Z" fill="#78350f"/><rect x="1250" y="770" width="60" height="80" fill="#451a03"/><rect x="900" y="820" width="280" height="16" fill="#64748b"/>`;
    if (withArray) out += groundMount({ x: 120, y: 700, width: 900, rows: 3, rowDepth: 90 });
    else
      out += `<g fill="#a16207" opacity="0.5">${[200, 420, 640, 860].map((x) => `<ellipse cx="${x}" cy="800" rx="70" ry="14"/>`).join("")}</g>`;
    return out;
  });
}

function marina(
  seed: number,
  opts: { canopies: boolean; boats: number; boatPanels: boolean; palette?: PaletteName },
): SceneSource {
  const paletteName = opts.palette ?? "summer";
  return outdoor(
    paletteName,
    seed,
    () => {
      let out = water(W, H, 620, "#2878b5", seed);
      for (let i = 0; i < 6; i++) out += pineTree(80 + i * 70, 640, 140 + (i % 3) * 30, "#2f5d3a");
      out += `<rect x="300" y="760" width="1200" height="26" fill="#a16207"/>`;
      if (opts.canopies) out += canopy({ x: 420, baseY: 770, width: 900, height: 150, depth: 70 });
      const rand = seeded(seed);
      for (let i = 0; i < opts.boats; i++) {
        out += houseboat(
          240 + i * 340 + rand() * 30,
          880,
          300,
          ["#0e7490", "#b45309", "#15803d", "#7c3aed"][i % 4]!,
          opts.boatPanels,
        );
      }
      return out;
    },
    { horizon: 600 },
  );
}

function carportScene(seed: number, palette: PaletteName, extras = ""): SceneSource {
  return outdoor(palette, seed, (p) => {
    let out = ground(W, H, 700, p.ground) + `<rect y="760" width="${W}" height="240" fill="#6b7280"/>`;
    out += flatRoofBuilding({
      x: 980,
      baseY: 760,
      width: 560,
      height: 210,
      roofDepth: 50,
      wall: "#e7e5e4",
      sign: "clinic",
    });
    out += canopy({ x: 80, baseY: 900, width: 820, height: 190, depth: 80 });
    out +=
      car(130, 930, "#dc2626") + car(340, 930, "#1d4ed8") + car(560, 930, "#f8fafc") + car(760, 930, "#334155", 0.9);
    return out + extras;
  });
}

function team(o: Parameters<typeof portrait>[0]): SceneSource {
  return { width: 800, height: 800, svg: portrait(o, 800) };
}

const warmSkin = "#c68642";
const lightSkin = "#f1c27d";
const fairSkin = "#f6d7b8";
const deepSkin = "#8d5524";

export const scenes: Record<string, () => SceneSource> = {
  "redding-map": () => ({ width: 1200, height: 800, svg: reddingMap() }),

  "hero-redding-home": () =>
    homeScene({
      palette: "summer",
      seed: 11,
      panels: { cols: 7, rows: 3 },
      extras: battery(1240, 720, 70, 130) + technician(1330, 900, 1.1, warmSkin),
    }),

  "strip-redding-rooftop": () =>
    outdoor("summer", 21, (p) => {
      let out = ground(W, H, 780, p.ground);
      out += `<path d="M0 1000 L0 560 L1600 420 L1600 1000 Z" fill="#5b5f66"/>`;
      out += panelArray({ x: 140, y: 560, width: 1100, height: 330, cols: 6, rows: 2, slant: -120 });
      out += technician(1370, 760, 1.6, warmSkin, "reach");
      return out;
    }),
  "strip-orchard-ground-mount": () =>
    outdoor(
      "summer",
      22,
      (p) =>
        ground(W, H, 620, p.ground) +
        orchard(W, 600, 3, "#4d7c3a", 3) +
        groundMount({ x: 150, y: 700, width: 1300, rows: 3, rowDepth: 95 }),
    ),
  "strip-garage-battery": () =>
    interior(
      battery(360, 300, 230, 400) +
        battery(640, 300, 230, 400) +
        inverter(960, 320, 200, 240) +
        `<rect x="1240" y="300" width="180" height="300" rx="6" fill="#d1d5db" stroke="#9ca3af" stroke-width="4"/><rect x="1270" y="340" width="120" height="20" fill="#6b7280"/><rect x="1270" y="380" width="120" height="20" fill="#6b7280"/><rect x="1270" y="420" width="120" height="20" fill="#6b7280"/><path d="M475 700 L475 740 L1060 740 L1060 600" fill="none" stroke="#475569" stroke-width="10"/>`,
    ),
  "strip-marina-dock": () => marina(23, { canopies: true, boats: 3, boatPanels: false }),
  "strip-thermal-inspection": () =>
    outdoor("summer", 24, (p) => {
      let out = ground(W, H, 760, p.ground) + `<path d="M0 1000 L0 600 L1600 500 L1600 1000 Z" fill="#5b5f66"/>`;
      out += panelArray({ x: 80, y: 610, width: 1100, height: 320, cols: 6, rows: 2, slant: -100, state: "hot" });
      out += technician(1380, 860, 1.5, deepSkin, "reach");
      out += `<rect x="1418" y="592" width="70" height="50" rx="8" fill="#111827"/><rect x="1428" y="600" width="50" height="34" fill="#f97316"/>`;
      return out;
    }),
  "strip-snow-shingletown": () =>
    outdoor(
      "winter",
      25,
      (p) => {
        let out = ground(W, H, 720, p.ground);
        for (let i = 0; i < 9; i++)
          out += pineTree(60 + i * 190, 760 - (i % 2) * 30, 260 + (i % 3) * 60, "#24513a", true);
        out += house({
          x: 480,
          baseY: 900,
          width: 640,
          wallHeight: 200,
          roofHeight: 280,
          wall: "#8b5e3c",
          roof: "#3f3f46",
          panels: { cols: 5, rows: 3 },
          snow: true,
        });
        return out + snowfall(W, H, 160, 7);
      },
      { shasta: true },
    ),
  "strip-commercial-carport": () => carportScene(26, "summer"),
  "strip-inverter-repair": () =>
    interior(
      `<rect x="0" y="0" width="${W}" height="760" fill="#f1e4cf"/>` +
        inverter(520, 250, 260, 320, "fault") +
        inverter(900, 250, 260, 320) +
        technician(1280, 900, 2.2, lightSkin, "reach"),
      "#f1e4cf",
    ),

  "testimonial-hartman-palo-cedro-before": () => homeScene({ palette: "smoke", seed: 31, smoke: true }),
  "testimonial-hartman-palo-cedro-after": () =>
    homeScene({
      palette: "summer",
      seed: 31,
      panels: { cols: 7, rows: 3 },
      extras: battery(1240, 720, 70, 130) + battery(1320, 720, 70, 130),
    }),
  "testimonial-whitfield-cottonwood-before": () => pasture("summer", 32, false),
  "testimonial-whitfield-cottonwood-after": () => pasture("summer", 32, true),
  "testimonial-natarajan-redding-before": () =>
    homeScene({
      palette: "overcast",
      seed: 33,
      panels: { cols: 6, rows: 3, state: "dusty" },
      wall: "#e2e8f0",
      extras: inverter(1260, 700, 90, 110, "fault"),
    }),
  "testimonial-natarajan-redding-after": () =>
    homeScene({
      palette: "summer",
      seed: 33,
      panels: { cols: 6, rows: 3 },
      wall: "#e2e8f0",
      extras: inverter(1260, 700, 90, 110),
    }),

  "project-redding-rooftop-with-battery": () =>
    homeScene({
      palette: "summer",
      seed: 41,
      panels: { cols: 7, rows: 3 },
      wall: "#f5deb3",
      extras: battery(1240, 720, 70, 130),
    }),
  "project-palo-cedro-psps-backup": () =>
    homeScene({
      palette: "dusk",
      seed: 42,
      panels: { cols: 6, rows: 3 },
      wall: "#e7d3b0",
      extras: battery(1240, 720, 70, 130) + battery(1320, 720, 70, 130),
    }),
  "project-shingletown-snow-country-hybrid": () =>
    outdoor("winter", 43, (p) => {
      let out = ground(W, H, 700, p.ground);
      for (let i = 0; i < 8; i++) out += pineTree(90 + i * 200, 720, 240 + (i % 3) * 50, "#24513a", true);
      out += house({
        x: 860,
        baseY: 900,
        width: 560,
        wallHeight: 190,
        roofHeight: 230,
        wall: "#7c4a2d",
        roof: "#3f3f46",
        snow: true,
      });
      out += groundMount({ x: 60, y: 760, width: 700, rows: 2, rowDepth: 110 });
      return out + snowfall(W, H, 120, 9);
    }),
  "project-anderson-orphaned-system-rescue": () =>
    homeScene({
      palette: "summer",
      seed: 44,
      panels: { cols: 6, rows: 3 },
      wall: "#dbe4ea",
      extras: inverter(1250, 700, 90, 110) + technician(1400, 900, 1.1, deepSkin),
    }),
  "project-weaverville-lithium-upgrade": () =>
    outdoor("spring", 45, (p) => {
      let out = ground(W, H, 700, p.ground);
      for (let i = 0; i < 10; i++) out += pineTree(40 + i * 170, 740, 300 + (i % 4) * 40, "#1f4d33");
      out += house({
        x: 520,
        baseY: 900,
        width: 600,
        wallHeight: 200,
        roofHeight: 240,
        wall: "#a16207",
        roof: "#44403c",
        panels: { cols: 5, rows: 3 },
      });
      return out + battery(1180, 740, 70, 130) + battery(1260, 740, 70, 130);
    }),
  "project-red-bluff-warehouse-rooftop": () =>
    outdoor(
      "summer",
      46,
      (p) =>
        ground(W, H, 700, p.ground) +
        `<rect y="840" width="${W}" height="160" fill="#6b7280"/>` +
        flatRoofBuilding({
          x: 160,
          baseY: 860,
          width: 1200,
          height: 240,
          roofDepth: 170,
          panels: { cols: 16, rows: 4 },
        }),
    ),
  "project-redding-medical-office-carport": () => carportScene(47, "summer", battery(1480, 700, 60, 110)),
  "project-burney-hardware-store": () =>
    outdoor("winter", 48, (p) => {
      let out = ground(W, H, 700, p.ground);
      for (let i = 0; i < 8; i++) out += pineTree(60 + i * 210, 720, 260, "#24513a", true);
      out += flatRoofBuilding({
        x: 260,
        baseY: 880,
        width: 1000,
        height: 260,
        roofDepth: 140,
        wall: "#7f1d1d",
        panels: { cols: 12, rows: 3 },
        sign: "hardware",
      });
      return out + snowfall(W, H, 100, 11);
    }),
  "project-cottonwood-walnut-orchard": () => pasture("summer", 49, true),
  "project-corning-olive-ranch": () =>
    outdoor(
      "summer",
      50,
      (p) =>
        ground(W, H, 620, p.ground) +
        orchard(W, 600, 4, "#6b7f4a", 12) +
        groundMount({ x: 200, y: 760, width: 1200, rows: 2, rowDepth: 100 }),
    ),
  "project-shasta-lake-marina-canopy": () => marina(51, { canopies: true, boats: 2, boatPanels: false }),
  "project-houseboat-fleet-lithium-retrofit": () =>
    marina(52, { canopies: false, boats: 4, boatPanels: true, palette: "dusk" }),

  "team-ray-lindqvist": () =>
    team({
      background: "#fde68a",
      skin: fairSkin,
      hair: "#d4d4d8",
      hairStyle: "short",
      shirt: "#1e3a8a",
      glasses: true,
      beard: true,
    }),
  "team-dana-whitcomb": () =>
    team({ background: "#bfdbfe", skin: lightSkin, hair: "#78350f", hairStyle: "bun", shirt: "#b43a09" }),
  "team-sam-okafor": () =>
    team({
      background: "#bbf7d0",
      skin: deepSkin,
      hair: "#1c1917",
      hairStyle: "cropped",
      shirt: "#334155",
      glasses: true,
    }),
  "team-jake-moreno": () =>
    team({ background: "#fed7aa", skin: warmSkin, hair: "#292524", hairStyle: "short", shirt: "#0e7490", beard: true }),
  "team-carmen-ortiz": () =>
    team({ background: "#e9d5ff", skin: warmSkin, hair: "#1c1917", hairStyle: "long", shirt: "#15803d" }),
  "team-emily-tran": () =>
    team({
      background: "#fecdd3",
      skin: lightSkin,
      hair: "#0c0a09",
      hairStyle: "long",
      shirt: "#7c3aed",
      glasses: true,
    }),
};
