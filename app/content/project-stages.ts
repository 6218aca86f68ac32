// The stages of each kind of project as the client portal shows them, in order, each with the plain-language
// explanation a homeowner reads on their tracker. A new project copies its type's list; editing a list here
// changes new projects only.

export const projectTypes = [
  "installation",
  "repair",
  "maintenance",
  "battery_retrofit",
  "orphaned_system_rescue",
] as const;
export type ProjectType = (typeof projectTypes)[number];

export const projectTypeLabels: Readonly<Record<ProjectType, string>> = {
  installation: "Installation",
  repair: "Repair",
  maintenance: "Maintenance",
  battery_retrofit: "Battery retrofit",
  orphaned_system_rescue: "Orphaned-system rescue",
};

export interface StageTemplate {
  name: string;
  explanation: string;
}

const installation: StageTemplate[] = [
  {
    name: "Consultation",
    explanation: "We talk through your bills, your roof and what you want the system to do for you.",
  },
  {
    name: "Site survey",
    explanation:
      "A technician visits to measure the roof, check its structure and shading, and look at your electrical panel.",
  },
  {
    name: "Design and proposal approval",
    explanation: "We design the system for your roof and usage; you review the proposal and approve it.",
  },
  {
    name: "Permit",
    explanation: "We apply to the city or county building department for the permit; they review the plan set.",
  },
  {
    name: "Utility interconnection application",
    explanation:
      "We ask your utility for permission to connect the system to the grid. The utility sets the pace here.",
  },
  {
    name: "Installation",
    explanation: "Our crew installs the panels, inverter and any battery, usually in one to three days.",
  },
  {
    name: "Inspection",
    explanation: "The building inspector checks the finished work against the permit. We are there with them.",
  },
  {
    name: "Permission to operate",
    explanation: "Your utility approves the system and tells you it may be switched on. Do not turn it on before this.",
  },
  {
    name: "Monitoring active",
    explanation: "The system is on and reporting its production; we watch it with you from here on.",
  },
];

const repair: StageTemplate[] = [
  { name: "Diagnosis visit", explanation: "A technician visits to find out what is wrong with the system." },
  {
    name: "Diagnosis report",
    explanation: "We send you what we found, what it takes to fix it and what it costs.",
  },
  { name: "Parts ordered", explanation: "We order the parts needed; the wait depends on the manufacturer." },
  { name: "Repair", explanation: "We make the repair on site." },
  { name: "Verified", explanation: "We confirm the system produces as it should again." },
];

const maintenance: StageTemplate[] = [
  { name: "Visit scheduled", explanation: "We agree on a date for the maintenance visit." },
  {
    name: "Inspection and cleaning",
    explanation: "We clean the panels where needed and check wiring, mounts, inverter and any battery.",
  },
  { name: "Report", explanation: "We send you what we checked, what we found and anything we recommend." },
  { name: "Follow-up done", explanation: "Any agreed follow-up work is finished and the visit is closed." },
];

const batteryRetrofit: StageTemplate[] = [
  {
    name: "Assessment",
    explanation: "We look at your existing system, your panel and what you want the battery to back up.",
  },
  { name: "Design and proposal approval", explanation: "We size the battery and you approve the proposal." },
  { name: "Permit", explanation: "We apply to the city or county building department for the permit." },
  {
    name: "Utility notification",
    explanation: "We tell your utility about the change to your system and wait for its answer where one is needed.",
  },
  { name: "Installation", explanation: "Our crew installs the battery and connects it to your system." },
  { name: "Inspection", explanation: "The building inspector checks the finished work against the permit." },
  {
    name: "Battery active",
    explanation: "The battery is on, set up the way we agreed, and reporting to its monitoring.",
  },
];

const orphanedSystemRescue: StageTemplate[] = [
  {
    name: "System assessment",
    explanation: "We visit to see what you have, what works, and what the original installer left behind.",
  },
  {
    name: "Records and warranties",
    explanation: "We collect what we can find: permits, equipment records and which warranties still apply.",
  },
  { name: "Repair plan approval", explanation: "We propose what to fix and what it costs; you approve it." },
  { name: "Repair", explanation: "We make the agreed repairs." },
  {
    name: "Monitoring restored",
    explanation: "The system reports its production again, and we can see it with you.",
  },
];

export const stageTemplates: Readonly<Record<ProjectType, readonly StageTemplate[]>> = {
  installation,
  repair,
  maintenance,
  battery_retrofit: batteryRetrofit,
  orphaned_system_rescue: orphanedSystemRescue,
};

export const stageStates = ["upcoming", "current", "done", "skipped"] as const;
export type StageState = (typeof stageStates)[number];

/** Who a stage is waiting on right now. */
export const waitingOnParties = ["company", "client", "authority", "utility"] as const;
export type WaitingOn = (typeof waitingOnParties)[number];

export const waitingOnLabels: Readonly<Record<WaitingOn, string>> = {
  company: "Us",
  client: "You",
  authority: "The city or county",
  utility: "Your utility",
};

/** What staff file documents under; clients among `clientDocumentCategories` only. */
export const documentCategories = [
  "contract",
  "plan_set",
  "permit",
  "inspection_card",
  "permission_to_operate",
  "warranty",
  "invoice",
  "utility_bill",
  "photo",
  "signed_form",
  "other",
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** What a client may file their uploads under: what they have to give us. A contract or a permit comes from us. */
export const clientDocumentCategories = ["utility_bill", "photo", "signed_form", "other"] as const;

export const documentCategoryLabels: Readonly<Record<DocumentCategory, string>> = {
  contract: "Contract",
  plan_set: "Plan set",
  permit: "Permit",
  inspection_card: "Inspection card",
  permission_to_operate: "Permission-to-operate letter",
  warranty: "Warranty",
  invoice: "Invoice",
  utility_bill: "Utility bill",
  photo: "Photo",
  signed_form: "Signed form",
  other: "Other",
};
