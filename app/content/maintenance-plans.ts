// The maintenance plans the company sells (issue 29 §1, decision 0187): each plan's term and the visits it promises,
// with what the technician checks on each. A plan the shop sells names its product by SKU; the shop's price for it
// is the plan's price while the store has it, else the price here (what staff sell it for by hand).

/** One kind of visit a plan promises: every `every` months, the first `firstAfterMonths` after the plan starts. */
export interface PlanVisitTemplate {
  /** Stable within its plan: stored on every visit generated from it. */
  key: string;
  title: string;
  every: number;
  firstAfterMonths: number;
  /** What the technician checks and records, in order. */
  checklist: readonly string[];
}

export interface PlanTemplate {
  /** Stable: stored on every site's plan made from it. */
  id: string;
  name: string;
  /** The shop's product for it (category "maintenance plans"), when the shop sells it. */
  productSku: string | null;
  priceCents: number;
  termMonths: number;
  visits: readonly PlanVisitTemplate[];
}

const inspectionChecklist = [
  "Panels: cracks, hot spots, soiling, delamination",
  "Racking and roof attachments: torque, flashing, sealant",
  "Wiring and conduit: insulation, connectors, strain relief",
  "Inverter: fault log, firmware, ventilation",
  "Disconnects and labels present and legible",
  "Production compared with the estimate",
] as const;

const cleaningChecklist = [
  "Panels rinsed with deionised water, soft brush only",
  "Gutters and array edges cleared of debris",
  "Before and after photos of each array",
] as const;

export const planTemplates: readonly PlanTemplate[] = [
  {
    id: "annual-check-up",
    name: "Annual solar check-up",
    productSku: "DEMO-PLAN-ANNUAL",
    priceCents: 19_900,
    termMonths: 12,
    visits: [
      {
        key: "annual-visit",
        title: "Annual inspection and panel cleaning",
        every: 12,
        firstAfterMonths: 1,
        checklist: [...inspectionChecklist, ...cleaningChecklist],
      },
    ],
  },
  {
    id: "three-year-care",
    name: "Three-year care plan",
    productSku: "DEMO-PLAN-CARE3",
    priceCents: 99_900,
    termMonths: 36,
    visits: [
      {
        key: "seasonal-visit",
        title: "Spring or autumn inspection and panel cleaning",
        every: 6,
        firstAfterMonths: 1,
        checklist: [...inspectionChecklist, ...cleaningChecklist],
      },
    ],
  },
  {
    id: "marina-care",
    name: "Marina and coastal care",
    productSku: null,
    priceCents: 180_000,
    termMonths: 12,
    visits: [
      {
        key: "corrosion-inspection",
        title: "Corrosion inspection",
        every: 6,
        firstAfterMonths: 1,
        checklist: [
          "Racking, clamps and fasteners: rust, galvanic corrosion at mixed metals",
          "Enclosures and junction boxes: seals, condensation, salt deposits",
          "Grounding and bonding: continuity, corroded lugs",
          "Connectors: salt crust, discoloration",
        ],
      },
      {
        key: "annual-inspection",
        title: "Annual inspection",
        every: 12,
        firstAfterMonths: 3,
        checklist: inspectionChecklist,
      },
      {
        key: "panel-cleaning",
        title: "Salt and panel cleaning",
        every: 4,
        firstAfterMonths: 2,
        checklist: cleaningChecklist,
      },
    ],
  },
];

export const planTemplateIds = planTemplates.map((template) => template.id) as [string, ...string[]];

export function planTemplateOf(id: string): PlanTemplate | undefined {
  return planTemplates.find((template) => template.id === id);
}
