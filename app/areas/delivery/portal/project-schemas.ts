import {
  clientDocumentCategories,
  documentCategories,
  documentCategoryLabels,
  projectTypes,
  type DocumentCategory,
  stageStates,
  waitingOnParties,
} from "#app/content/project-stages.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import {
  booleanField,
  emailField,
  maxLength,
  optionalChoice,
  optionalDate,
  optionalNumber,
  requiredLine,
  requiredText,
} from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The portal's inputs, shared by the JSON API, the staff pages' forms and the client's: a form sends strings (blank
 * meaning none), the API may also send null.
 */

export const MESSAGE_MAX_LENGTH = maxLength.longText;
export const UPDATE_MAX_LENGTH = 1000;
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalUuid = (message: string) => z.preprocess(blankToUndefined, z.uuid(message).optional());

const projectFields = {
  title: requiredText("Please give the project a title", maxLength.shortText),
  type: z.enum(projectTypes, { error: "Please choose the project type" }),
  siteAddress: requiredLine("Please enter the site address", maxLength.address),
};

export const PROJECT_MANAGER_MESSAGE = "Please choose a staff member who works on projects";

/** The system's facts, known at creation or later. */
const systemFields = {
  systemSizeKw: optionalNumber({ max: 10_000, integer: false }),
  batteryKwh: optionalNumber({ max: 10_000, integer: false }),
  utility: optionalChoice(utilityIds),
};

export const createProjectSchema = z.object({
  clientEmail: emailField("Please enter the client's e-mail address"),
  ...projectFields,
  leadId: optionalUuid("Please choose a lead"),
  ...systemFields,
  /** Blank: the creating admin. */
  projectManagerId: optionalUuid(PROJECT_MANAGER_MESSAGE),
});
export type CreateProjectInput = z.output<typeof createProjectSchema>;

/** "Convert to project" on a won lead: the client comes from the lead, the site address is prefilled from it. */
export const convertLeadSchema = z.object({
  ...projectFields,
  projectManagerId: optionalUuid(PROJECT_MANAGER_MESSAGE),
});
export type ConvertLeadInput = z.output<typeof convertLeadSchema>;

/**
 * The staff project page's "Project details": everything but the client and the type (whose stages are already
 * copied). The whole set is sent each time; a blank system fact means not known.
 */
export const projectDetailsSchema = z.object({
  title: projectFields.title,
  siteAddress: projectFields.siteAddress,
  ...systemFields,
  projectManagerId: z.uuid(PROJECT_MANAGER_MESSAGE),
});
export type ProjectDetailsInput = z.output<typeof projectDetailsSchema>;

export const stageChangeSchema = z.object({
  state: z.enum(stageStates, { error: "Please choose the stage's state" }),
  plannedOn: optionalDate,
  completedOn: optionalDate,
  waitingOn: optionalChoice(waitingOnParties),
  /** E-mail the client about this change (non-essential: the client may turn these off). */
  tellClient: booleanField("Please say whether to tell the client").optional().default(false),
});
export type StageChange = z.output<typeof stageChangeSchema>;

export const projectUpdateSchema = z.object({
  body: requiredText("Please write the update", UPDATE_MAX_LENGTH),
});

export const actionItemSchema = z.object({
  title: requiredText("Please say what the client should do", maxLength.shortText),
  kind: z.enum(["upload", "confirm"], { error: "Please choose how the client completes it" }),
  /** The document an upload asks for; a confirmation asks for none, so its category is dropped. */
  category: optionalChoice(clientDocumentCategories),
  dueOn: optionalDate,
});
export type NewActionItem = z.output<typeof actionItemSchema>;

export const messageSchema = z.object({
  body: requiredText("Please write a message", MESSAGE_MAX_LENGTH),
});

const documentFields = <const Categories extends readonly [DocumentCategory, ...DocumentCategory[]]>(
  categories: Categories,
  error: string,
) =>
  z.object({
    category: z.enum(categories, { error }),
    /** The action item the upload completes. */
    actionItemId: optionalUuid("Please choose an action item"),
  });

const clientCategoryNames = clientDocumentCategories.map((category) => documentCategoryLabels[category].toLowerCase());

/**
 * The multipart upload's text fields, by the uploader's side: staff file under any category, a client under theirs
 * only (the upload form offers no other, and the API refuses one).
 */
export const documentFieldsSchemas = {
  staff: documentFields(documentCategories, "Please choose a category"),
  client: documentFields(
    clientDocumentCategories,
    `Please choose ${clientCategoryNames.slice(0, -1).join(", ")} or ${clientCategoryNames.at(-1)}`,
  ),
};
export type DocumentFields = z.output<typeof documentFieldsSchemas.staff>;

/** The upload form's own check before it sends: a file is chosen (the server checks the rest as it streams). */
export const uploadFormSchema = z.object({
  file: z.custom<FileList>((files) => (files as FileList | undefined)?.length, "Please choose a file"),
  category: z.string(),
});

export const mailSettingsSchema = z.object({
  projectNews: booleanField("Please say whether to e-mail project news"),
});
