/**
 * The labelled questions of `npm run bench:retrieval` (issue 31 §3): in the words of a homeowner, a client and a
 * technician, each with who asks, the sample document (its file in server/seed-documents, or a project document of
 * the bench's client) and the section (heading) or page that answers it; then questions the documents do not answer.
 */
export type Asker = "visitor" | "client" | "technician";

export interface Labelled {
  question: string;
  asker: Asker;
  file: string;
  /** A fragment of the answering passage's heading path, or the PDF page that answers. */
  section?: string;
  page?: number;
}

export const answerable: readonly Labelled[] = [
  {
    question: "How long is the warranty on my solar panels?",
    asker: "visitor",
    file: "warranty-guide.md",
    section: "panels are covered",
  },
  {
    question: "how many years are microinverters covered",
    asker: "visitor",
    file: "warranty-guide.md",
    section: "inverters and microinverters",
  },
  { question: "What voids my warranty?", asker: "visitor", file: "warranty-guide.md", section: "voids" },
  {
    question: "how do I make a warranty claim for a broken inverter",
    asker: "visitor",
    file: "warranty-guide.md",
    section: "warranty claim",
  },
  {
    question: "what warranty does the battery have",
    asker: "visitor",
    file: "warranty-guide.md",
    section: "battery is covered",
  },
  {
    question: "is roof work covered, what warranties are there",
    asker: "visitor",
    file: "warranty-guide.md",
    section: "Three warranties",
  },
  {
    question: "how often should I clean my panels",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "How often to clean",
  },
  {
    question: "can I use a pressure washer on the panels",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "clean panels safely",
  },
  {
    question: "my production dropped, what can I check myself",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "production drops",
  },
  {
    question: "squirrels nesting under my solar panels",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "Animals",
  },
  {
    question: "what does the annual check-up include",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "Annual check-up",
  },
  {
    question: "how much does a system produce in January compared to July",
    asker: "visitor",
    file: "maintenance-guide.md",
    section: "producing",
  },
  {
    question: "who is on the PG&E Solar Billing Plan",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "Who is on",
  },
  {
    question: "how are my exports credited under net billing",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "exports are credited",
  },
  {
    question: "what is the ACC Plus adder for 2026",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "ACC Plus",
  },
  {
    question: "what happens at the annual true-up",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "true-up",
  },
  {
    question: "net surplus compensation rate",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "Net surplus",
  },
  {
    question: "are imports and exports netted",
    asker: "visitor",
    file: "net-billing-explainer.md",
    section: "No netting",
  },
  {
    question: "What does Redding Electric Utility pay for exported solar?",
    asker: "visitor",
    file: "utilities-compared.md",
    section: "Redding Electric Utility",
  },
  {
    question: "Shasta Lake NEM A-2 system size limit",
    asker: "visitor",
    file: "utilities-compared.md",
    section: "City of Shasta Lake",
  },
  {
    question: "how much is a typical monthly electric bill with REU vs PG&E",
    asker: "visitor",
    file: "utilities-compared.md",
    section: "typical monthly bill",
  },
  {
    question: "PG&E base services charge per month",
    asker: "visitor",
    file: "utilities-compared.md",
    section: "fixed charge",
  },
  {
    question: "Did REU raise its rates?",
    asker: "visitor",
    file: "utilities-compared.md",
    section: "REU rate changes",
  },
  {
    question: "will a battery keep my power on during an outage",
    asker: "visitor",
    file: "battery-faq.md",
    section: "outage",
  },
  {
    question: "how long does a battery last in a public safety power shutoff",
    asker: "visitor",
    file: "battery-faq.md",
    section: "shutoff",
  },
  {
    question: "how much power can a Powerwall 3 deliver",
    asker: "visitor",
    file: "battery-faq.md",
    section: "Powerwall 3 deliver",
  },
  {
    question: "what share of California solar quotes include a battery",
    asker: "visitor",
    file: "battery-faq.md",
    section: "How many homes",
  },
  { question: "what is SGIP", asker: "visitor", file: "sgip.md", section: "What SGIP is" },
  {
    question: "How much is the SGIP equity rebate per kWh?",
    asker: "visitor",
    file: "sgip.md",
    section: "Equity budget",
  },
  {
    question: "do I qualify for the equity budget, income limits",
    asker: "visitor",
    file: "sgip.md",
    section: "Who qualifies",
  },
  {
    question: "can I still get the 30% federal tax credit in 2026",
    asker: "visitor",
    file: "sgip.md",
    section: "federal tax credit",
  },
  {
    question: "general market SGIP rebate demand response",
    asker: "visitor",
    file: "sgip.md",
    section: "general-market",
  },
  {
    question: "who issues the solar permit in Redding",
    asker: "visitor",
    file: "permitting-shasta-county.md",
    section: "Who issues",
  },
  {
    question: "how much does a solar permit cost",
    asker: "visitor",
    file: "permitting-shasta-county.md",
    section: "permit costs",
  },
  {
    question: "what is SolarAPP+ and SB 379",
    asker: "visitor",
    file: "permitting-shasta-county.md",
    section: "SB 379",
  },
  {
    question: "AB 2188 expedited permit for small rooftop systems",
    asker: "visitor",
    file: "permitting-shasta-county.md",
    section: "Expedited",
  },
  {
    question: "when can I turn my system on after the inspection",
    asker: "visitor",
    file: "permitting-shasta-county.md",
    section: "permission to operate",
  },
  { question: "E-TOU-C summer peak rate", asker: "visitor", file: "pge-rates-2026-03.md", section: "E-TOU-C" },
  { question: "E-ELEC part-peak hours", asker: "visitor", file: "pge-rates-2026-03.md", section: "E-ELEC" },
  {
    question: "Powerwall 3 1707000 warranty and efficiency",
    asker: "visitor",
    file: "equipment-datasheets.md",
    section: "Powerwall 3",
  },
  {
    question: "Q.TRON BLK S-G3R.12+ panel efficiency",
    asker: "visitor",
    file: "equipment-datasheets.md",
    section: "BLK S-G3R",
  },
  { question: "Q.TRON M-G3R.12+ 515 W voltage", asker: "visitor", file: "equipment-datasheets.md", section: "M-G3R" },
  { question: "My inverter shows F16", asker: "visitor", file: "inverter-fault-codes.md", section: "F16" },
  { question: "Sol-Ark F56 error", asker: "visitor", file: "inverter-fault-codes.md", section: "F56" },
  { question: "what does fault F63 mean", asker: "visitor", file: "inverter-fault-codes.md", section: "F63" },
  { question: "F64 heatsink temperature", asker: "visitor", file: "inverter-fault-codes.md", section: "F64" },
  {
    question: "enphase light flashing orange",
    asker: "visitor",
    file: "inverter-fault-codes.md",
    section: "flashing orange",
  },
  {
    question: "AcVoltageOOR on my microinverters",
    asker: "visitor",
    file: "inverter-fault-codes.md",
    section: "AcVoltageOOR",
  },
  {
    question: "SolarEdge isolation fault",
    asker: "visitor",
    file: "inverter-fault-codes.md",
    section: "Isolation fault",
  },
  {
    question: "when do I get permission to operate",
    asker: "client",
    file: "after-installation.md",
    section: "Permission to operate",
  },
  {
    question: "I changed my wifi password and monitoring stopped",
    asker: "client",
    file: "after-installation.md",
    section: "monitoring",
  },
  {
    question: "where are my permit and contract documents",
    asker: "client",
    file: "after-installation.md",
    section: "project documents",
  },
  {
    question: "What is the interconnection agreement number on my project?",
    asker: "client",
    file: "client-a-project",
    page: 1,
  },
  { question: "what did the roof inspection find under the array", asker: "client", file: "client-a-project", page: 2 },
  {
    question: "IQ8PLUS-72-2-US solid red LED",
    asker: "technician",
    file: "technician-field-notes.md",
    section: "LED states",
  },
  {
    question: "SE7600H-US isolation fault threshold",
    asker: "technician",
    file: "technician-field-notes.md",
    section: "SE7600H-US isolation",
  },
  {
    question: "IQ8PLUS-72 AcVoltageOOR",
    asker: "technician",
    file: "technician-field-notes.md",
    section: "AcVoltageOOR",
  },
  {
    question: "Enphase labor reimbursement per truck roll",
    asker: "technician",
    file: "technician-field-notes.md",
    section: "labor reimbursement",
  },
  {
    question: "which string inverter model do we install",
    asker: "technician",
    file: "technician-field-notes.md",
    section: "Models we install",
  },
];

export const unanswerable: readonly Omit<Labelled, "file">[] = [
  { question: "Do you install wind turbines?", asker: "visitor" },
  { question: "What is the price of Tesla stock today?", asker: "visitor" },
  { question: "How do I reset my garage door opener?", asker: "visitor" },
  { question: "Can you recommend a good pizza place in Redding?", asker: "visitor" },
  { question: "What is the capital of France?", asker: "visitor" },
  { question: "How much does a geothermal heat pump cost?", asker: "visitor" },
  { question: "XZ9000-44-B fault code", asker: "visitor" },
  { question: "Do you repair swimming pool heaters?", asker: "visitor" },
  { question: "what are your office hours on Sunday", asker: "visitor" },
  { question: "When will my neighbour's swimming pool be finished?", asker: "client" },
  { question: "how do I change my portal password", asker: "client" },
  { question: "Who won the football game last night?", asker: "technician" },
];
