import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { csvSources, readingSourceLabels, type CsvSource } from "./production-values.ts";

interface ImportAnswer {
  imported: number;
  skipped: number;
  errors: { row: number; message: string }[];
}

const FAILED = "The readings could not be saved. Please try again.";

/** What an import did, in words; a refused file's rows are listed under it. */
function outcomeOf(answer: ImportAnswer): string {
  if (answer.errors.length > 0) return "Nothing was imported: correct these rows and send the file again.";
  return `Imported ${answer.imported} day${answer.imported === 1 ? "" : "s"}; ${answer.skipped} skipped (already recorded or without a figure).`;
}

/** Sends one import and turns its answer or refusal into the form's state. */
function useImport(path: string) {
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(init: { json?: unknown; body?: FormData }) {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const result = await apiRequest<ImportAnswer>(
        "POST",
        path,
        init.json,
        init.body ? { body: init.body } : undefined,
      );
      setAnswer(result);
      if (result.imported > 0) await revalidator.revalidate();
    } catch (error) {
      setAnswer(null);
      setFailure(error instanceof ApiError ? error.serverMessage(FAILED) : FAILED);
      setErrors(error instanceof ApiError ? (error.body?.errors ?? {}) : {});
    } finally {
      setBusy(false);
    }
  }
  return { answer, errors, failure, busy, send };
}

function Outcome({ answer, failure }: { answer: ImportAnswer | null; failure: string | null }) {
  return (
    <>
      <FormNotice
        notice={failure ?? (answer ? outcomeOf(answer) : null)}
        isError={!!failure || !!answer?.errors.length}
      />
      {answer && answer.errors.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-red-700 dark:text-red-400">
          {answer.errors.map((error) => (
            <li key={`${error.row}-${error.message}`}>
              Row {error.row}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One day's production typed by the office (a reading from the customer's inverter screen, say). */
export function ReadingForm({ systemId }: { systemId: string }) {
  const [date, setDate] = useState("");
  const [kWh, setKWh] = useState("");
  const { answer, errors, failure, busy, send } = useImport(`/api/service/systems/${systemId}/production`);
  function submit(event: FormEvent) {
    event.preventDefault();
    const figure = kWh.trim() === "" ? Number.NaN : Number(kWh);
    // A figure that is not a number goes as text, for the server's message under the field.
    void send({ json: { readings: [{ date, kWh: Number.isFinite(figure) ? figure : kWh }] } });
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <Field label="Day" required error={errors["readings.0.date"]}>
        <input type="date" name="date" className={inputClass} value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label="Produced (kWh)" required error={errors["readings.0.kWh"]}>
        <input
          name="kWh"
          inputMode="decimal"
          className={inputClass}
          value={kWh}
          onChange={(e) => setKWh(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        Save the reading
      </Button>
      <div className="sm:col-span-3">
        <Outcome answer={answer} failure={failure} />
      </div>
    </form>
  );
}

/** A monitoring portal's CSV export (Enphase Enlighten, SolarEdge) or a plain date,kWh file: all its rows or none. */
export function ProductionFileForm({ systemId }: { systemId: string }) {
  const [source, setSource] = useState<CsvSource>("enphase");
  const [file, setFile] = useState<File | null>(null);
  const { answer, errors, failure, busy, send } = useImport(`/api/service/systems/${systemId}/production`);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = new FormData();
    body.set("source", source);
    if (file) body.set("file", file);
    void send({ body });
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <Field label="Format" required error={errors.source}>
        <select
          name="source"
          className={inputClass}
          value={source}
          onChange={(e) => setSource(e.target.value as CsvSource)}
        >
          {csvSources.map((each) => (
            <option key={each} value={each}>
              {readingSourceLabels[each]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="CSV file" required error={errors.file}>
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          className={inputClass}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        Import the file
      </Button>
      <div className="sm:col-span-3">
        <Outcome answer={answer} failure={failure} />
      </div>
    </form>
  );
}
