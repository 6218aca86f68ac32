import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { Button } from "#app/ui/button.tsx";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import {
  duplicateChoiceLabels,
  duplicateChoices,
  fieldsOf,
  importFieldLabels,
  importKindLabels,
  importKinds,
  requiredFieldsOf,
  type ColumnMap,
  type DuplicateChoice,
  type DuplicateRow,
  type ImportField,
  type ImportKind,
  type ImportResult,
  type RowError,
} from "./import-fields.ts";

const FAILED_MESSAGE = "The file could not be sent. Please try again.";
const NO_FILE_MESSAGE = "Please choose a file";
/** Errors the page lists; the rest are counted (a file of 10,000 bad rows would be a page nobody reads). */
const ERRORS_SHOWN = 200;

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const errorRows = (errors: readonly RowError[]) => new Set(errors.map((error) => error.row)).size;

const errorColumns: Column<RowError>[] = [
  { header: "Row", rowHeader: true, cell: (error) => error.row },
  { header: "Field", cell: (error) => (error.field === "row" ? "The row" : importFieldLabels[error.field]) },
  { header: "Problem", cell: (error) => error.message },
];

/** What the server says of a file: what an import did or would do, in words. */
function Summary({ result }: { result: ImportResult }) {
  const bad = errorRows(result.errors);
  const would = result.dryRun ? "would be " : "";
  const parts = [
    `${count(result.created, "row")} ${would}created`,
    `${result.merged.toLocaleString("en-US")} ${would}merged`,
    `${result.skipped.toLocaleString("en-US")} ${would}skipped`,
    `${count(bad, "row")} with errors${result.dryRun ? "" : ", not imported"}`,
  ];
  return (
    <p role="status" className="text-sm font-medium">
      {result.dryRun ? `Preview of ${result.fileName}` : `Imported ${result.fileName}`}: {count(result.rows, "row")}.{" "}
      {parts.join(", ")}.
    </p>
  );
}

function ColumnMapFields({
  kind,
  result,
  map,
  onChange,
}: {
  kind: ImportKind;
  result: ImportResult;
  map: ColumnMap;
  onChange: (map: ColumnMap) => void;
}) {
  const required = requiredFieldsOf(kind);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 text-sm">Which column of the file fills each field</legend>
      {fieldsOf(kind).map((field) => (
        <Field
          key={field}
          label={importFieldLabels[field]}
          required={required.includes(field)}
          error={result.mapErrors[field]}
        >
          <select
            className={inputClass}
            value={map[field] ?? ""}
            onChange={(event) => {
              const next = { ...map };
              if (event.target.value === "") delete next[field];
              else next[field] = event.target.value;
              onChange(next);
            }}
          >
            <option value="">Not imported</option>
            {result.columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </select>
        </Field>
      ))}
    </fieldset>
  );
}

function DuplicateChoices({
  duplicates,
  choices,
  onChange,
}: {
  duplicates: readonly DuplicateRow[];
  choices: Readonly<Record<string, DuplicateChoice>>;
  onChange: (row: number, choice: DuplicateChoice) => void;
}) {
  const columns: Column<DuplicateRow>[] = [
    { header: "Row", rowHeader: true, cell: (duplicate) => duplicate.row },
    {
      header: "In the file",
      cell: (duplicate) => (
        <>
          <div>{duplicate.name ?? "—"}</div>
          <div className="text-xs">{duplicate.email}</div>
        </>
      ),
    },
    {
      header: "Already a customer",
      cell: (duplicate) => (
        <>
          <Link to={`/platform/crm/customers/${duplicate.customer.id}`} className={recordLinkClass}>
            {duplicate.customer.name ?? duplicate.customer.email}
          </Link>
          <div className="text-xs">
            Same {duplicate.matchedOn === "email" ? "e-mail address" : "phone"}: {duplicate.customer.email}
            {duplicate.customer.phone ? `, ${duplicate.customer.phone}` : ""}
          </div>
        </>
      ),
    },
    {
      header: "What to do",
      cell: (duplicate) => (
        <select
          aria-label={`What to do with row ${duplicate.row}`}
          className={inputClass}
          value={choices[String(duplicate.row)] ?? "skip"}
          onChange={(event) => onChange(duplicate.row, event.target.value as DuplicateChoice)}
        >
          {duplicateChoices.map((choice) => (
            <option key={choice} value={choice}>
              {duplicateChoiceLabels[choice]}
            </option>
          ))}
        </select>
      ),
    },
  ];
  return (
    <DataTable
      label="Rows whose person is already a customer"
      caption="Rows whose person is already a customer"
      columns={columns}
      rows={duplicates}
      rowKey={(duplicate) => String(duplicate.row)}
      empty="No row matches a customer."
    />
  );
}

function PreviewRows({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  const mapped = fieldsOf(kind).filter((field) => result.map[field]);
  const columns: Column<ImportResult["preview"][number]>[] = [
    { header: "Row", rowHeader: true, cell: (row) => row.row },
    ...mapped.map((field: ImportField): Column<ImportResult["preview"][number]> => ({
      header: importFieldLabels[field],
      cell: (row) => row.values[field] ?? "",
    })),
  ];
  return (
    <DataTable
      label="The file's first rows"
      caption="The file's first rows as the columns are mapped"
      columns={columns}
      rows={result.preview}
      rowKey={(row) => String(row.row)}
      empty="The file has no rows under its headings."
    />
  );
}

/**
 * The CRM's import: choose a CSV of contacts or leads, check it (a dry run: the columns mapped from the file's
 * headings, each row's problems, the rows whose person is already a customer), change the map and what becomes of
 * each duplicate, check again, then import; the result says what was stored. Rows with errors are left out.
 */
export function CustomerImport() {
  const [kind, setKind] = useState<ImportKind>("contacts");
  const [file, setFile] = useState<File | null>(null);
  const [map, setMap] = useState<ColumnMap | null>(null);
  const [choices, setChoices] = useState<Record<string, DuplicateChoice>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(dryRun: boolean) {
    setNotice(null);
    if (!file) {
      setFieldErrors({ file: NO_FILE_MESSAGE });
      return;
    }
    setFieldErrors({});
    const body = new FormData();
    body.append("kind", kind);
    body.append("dryRun", String(dryRun));
    if (map) body.append("map", JSON.stringify(map));
    body.append("duplicates", JSON.stringify(choices));
    body.append("file", file);
    setSending(true);
    try {
      const answer = await apiRequest<ImportResult>("POST", "/api/crm/import", undefined, { body });
      setResult(answer);
      setMap(answer.map);
    } catch (error) {
      const errors = error instanceof ApiError ? (error.body?.errors ?? {}) : {};
      setFieldErrors(errors);
      const underFields = Object.keys(errors).some((name) => name === "file" || name === "kind");
      setNotice(underFields ? null : error instanceof ApiError ? error.serverMessage(FAILED_MESSAGE) : FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  const restart = () => {
    setMap(null);
    setChoices({});
    setResult(null);
  };
  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const mapIncomplete = result ? Object.keys(result.mapErrors).length > 0 : true;

  return (
    <div className="grid gap-6">
      <form onSubmit={onCheck} noValidate className="grid max-w-xl gap-3">
        <Field label="The rows are">
          <select
            name="kind"
            className={inputClass}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ImportKind);
              restart();
            }}
          >
            {importKinds.map((value) => (
              <option key={value} value={value}>
                {importKindLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="CSV file"
          required
          error={fieldErrors.file}
          hint="Up to 5 MB; the first row names the columns. Save a spreadsheet as CSV (UTF-8)."
        >
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            className={inputClass}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              restart();
            }}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={sending} className="w-fit">
          {sending ? "Checking..." : result ? "Check again" : "Check the file"}
        </Button>
      </form>

      {result ? (
        <>
          <Summary result={result} />
          <Panel title="Columns">
            <ColumnMapFields kind={kind} result={result} map={map ?? {}} onChange={setMap} />
          </Panel>
          {result.errors.length > 0 ? (
            <Panel title={`Rows with errors (${errorRows(result.errors).toLocaleString("en-US")})`}>
              <p className="mb-2 text-sm">
                These rows are left out of the import. Correct them in the file and import them again, or import the
                rest without them.
              </p>
              <DataTable
                label="Each problem of each row"
                caption="Each problem of each row"
                columns={errorColumns}
                rows={result.errors.slice(0, ERRORS_SHOWN)}
                rowKey={(error) => `${error.row} ${error.field}`}
                empty="No errors."
              />
              {result.errors.length > ERRORS_SHOWN ? (
                <p className="mt-2 text-sm">
                  And {count(result.errors.length - ERRORS_SHOWN, "more problem")} not listed here.
                </p>
              ) : null}
            </Panel>
          ) : null}
          {result.duplicates.length > 0 ? (
            <Panel title={`Already customers (${result.duplicates.length.toLocaleString("en-US")})`}>
              <DuplicateChoices
                duplicates={result.duplicates}
                choices={choices}
                onChange={(row, choice) => setChoices((known) => ({ ...known, [String(row)]: choice }))}
              />
            </Panel>
          ) : null}
          {result.dryRun ? (
            <Panel title="First rows">
              <PreviewRows kind={kind} result={result} />
            </Panel>
          ) : null}
          <FormNotice notice={notice} isError />
          {result.dryRun ? (
            <div className="flex flex-wrap gap-3">
              <Button type="button" disabled={sending || mapIncomplete} onClick={() => void send(false)}>
                {sending ? "Importing..." : "Import the file"}
              </Button>
              <Button type="button" variant="secondary" disabled={sending} onClick={() => void send(true)}>
                Check again with these choices
              </Button>
            </div>
          ) : (
            <p>
              <Link to="/platform/crm/customers" className={recordLinkClass}>
                See the customers
              </Link>
            </p>
          )}
        </>
      ) : (
        <FormNotice notice={notice} isError />
      )}
    </div>
  );
}
