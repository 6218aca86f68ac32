import { labelledValues } from "#app/lib/labelled-values.ts";

/** What a CSV's rows are: people (customers), or deals that come with their person (a lead each, on the one pipeline). */
export const { values: importKinds, labels: importKindLabels } = labelledValues({
  contacts: "Contacts (customers)",
  leads: "Leads (a deal and its customer)",
});
export type ImportKind = (typeof importKinds)[number];

/** What becomes of a row whose person is already a customer; left unchosen, the row is skipped. */
export const { values: duplicateChoices, labels: duplicateChoiceLabels } = labelledValues({
  skip: "Skip the row",
  merge: "Merge into the customer",
  create: "Create a new customer",
});
export type DuplicateChoice = (typeof duplicateChoices)[number];

/**
 * The fields a column can fill, by their names everywhere else (the customer's and the lead's): `tags` splits on
 * commas or semicolons; `createdAt` is when the record began (a date alone is that day's start at the office);
 * the rest after `tags` are a lead's deal and go only with `leads`.
 */
export const { values: importFields, labels: importFieldLabels } = labelledValues({
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  companyName: "Company",
  address: "Address",
  town: "Town",
  utility: "Utility",
  propertyType: "Property type",
  tags: "Tags",
  createdAt: "Created",
  amountCents: "Deal amount ($)",
  systemSizeKw: "System size (kW)",
  batteryKwh: "Battery (kWh)",
  expectedCloseOn: "Expected close date",
  additionalNotes: "Notes",
});
export type ImportField = (typeof importFields)[number];

const leadOnly: readonly ImportField[] = [
  "amountCents",
  "systemSizeKw",
  "batteryKwh",
  "expectedCloseOn",
  "additionalNotes",
];

/** The fields a kind of import fills. */
export function fieldsOf(kind: ImportKind): readonly ImportField[] {
  return kind === "leads" ? importFields : importFields.filter((field) => !leadOnly.includes(field));
}

/** A field a kind of import cannot do without: every customer has an address to write to; every lead a name. */
export function requiredFieldsOf(kind: ImportKind): readonly ImportField[] {
  return kind === "leads" ? ["name", "email"] : ["email"];
}

/** Which CSV column fills which field: the column's heading, as the file's first row spells it. */
export type ColumnMap = Partial<Record<ImportField, string>>;

/** The headings other CRMs and spreadsheets use for each field, lower-case with only letters and digits. */
const headingsOf: Record<ImportField, readonly string[]> = {
  name: ["name", "fullname", "customername", "contactname", "contact"],
  email: ["email", "emailaddress", "mail"],
  phone: ["phone", "phonenumber", "mobile", "mobilephone", "telephone", "tel", "cell"],
  companyName: ["company", "companyname", "organization", "organisation", "account", "accountname"],
  address: ["address", "streetaddress", "street", "siteaddress", "mailingaddress"],
  town: ["town", "city"],
  utility: ["utility", "electricutility", "utilitycompany"],
  propertyType: ["propertytype", "type", "property"],
  tags: ["tags", "tag", "labels"],
  createdAt: ["created", "createdat", "createdon", "createdate", "datecreated"],
  amountCents: ["amount", "dealamount", "value", "dealvalue"],
  systemSizeKw: ["systemsize", "systemsizekw", "kw", "systemkw"],
  batteryKwh: ["battery", "batterykwh", "kwh", "storage"],
  expectedCloseOn: ["expectedclose", "expectedclosedate", "closedate", "expectedcloseon"],
  additionalNotes: ["notes", "note", "comments", "description"],
};

const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The map a file's headings suggest: each field takes the first heading that names it, and no heading fills two. */
export function guessColumnMap(headings: readonly string[], kind: ImportKind): ColumnMap {
  const map: ColumnMap = {};
  const taken = new Set<string>();
  for (const field of fieldsOf(kind)) {
    const heading = headings.find((known) => !taken.has(known) && headingsOf[field].includes(headingKey(known)));
    if (heading === undefined) continue;
    map[field] = heading;
    taken.add(heading);
  }
  return map;
}

/** One problem with one row; `row` counts the file's data rows from 1 (the heading row is not counted). */
export interface RowError {
  row: number;
  field: ImportField | "row";
  message: string;
}

/** A row whose person is already a customer, and that customer. */
export interface DuplicateRow {
  row: number;
  name: string | null;
  email: string;
  /** Whether the e-mail address or the phone matched. */
  matchedOn: "email" | "phone";
  customer: { id: string; name: string | null; email: string; phone: string | null };
}

/**
 * POST /api/crm/import's answer. `created`, `merged` and `skipped` count rows (with `dryRun`, the rows that would
 * be): a row is created, merged, skipped or in `errors`, never two of them. The preview fields tell the page what
 * it read: the file's headings, the map used, what the map lacks, the duplicates and the first rows as read.
 */
export interface ImportResult {
  dryRun: boolean;
  fileName: string;
  rows: number;
  created: number;
  merged: number;
  skipped: number;
  errors: RowError[];
  columns: string[];
  map: ColumnMap;
  mapErrors: Partial<Record<ImportField, string>>;
  duplicates: DuplicateRow[];
  preview: Array<{ row: number; values: Partial<Record<ImportField, string>> }>;
}
