import { TableScroller } from "#app/ui/table-scroller.tsx";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { useCan } from "#app/lib/use-can.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import type { LibraryDocument } from "./library.server.ts";
import { audienceLabels, audiences, libraryCategories, libraryCategoryLabels } from "./vocabulary.ts";

type Errors = Record<string, string>;

/** Sends a multipart form to the library's API; a refusal's field errors come back for the form to show. */
async function sendForm(path: string, form: HTMLFormElement): Promise<Errors | null> {
  try {
    await apiRequest("POST", path, undefined, { body: new FormData(form) });
    return null;
  } catch (error) {
    if (error instanceof ApiError)
      return { ...error.body?.errors, form: error.serverMessage("The file was not added.") };
    return { form: "The file was not added." };
  }
}

const FILE_HINT = "PDF, Word (.docx), Markdown (.md) or plain text, up to 20 MB.";

function UploadForm({ done }: { done: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    const refused = await sendForm("/api/documents", form);
    setPending(false);
    setErrors(refused ?? {});
    if (!refused) {
      form.reset();
      done();
    }
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 p-4 dark:border-slate-700"
      noValidate
    >
      <h2 className="text-lg font-semibold">Add a document</h2>
      <Field label="Title" error={errors.title} required>
        <input name="title" className={inputClass} maxLength={120} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Category" error={errors.category} required>
          <select name="category" className={inputClass} defaultValue="">
            <option value="">Choose…</option>
            {libraryCategories.map((category) => (
              <option key={category} value={category}>
                {libraryCategoryLabels[category]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Who may read it" error={errors.audience} required>
          <select name="audience" className={inputClass} defaultValue="">
            <option value="">Choose…</option>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {audienceLabels[audience]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="In effect from" error={errors.effectiveOn}>
          <input name="effectiveOn" type="date" className={inputClass} />
        </Field>
      </div>
      <Field label="File" error={errors.file} hint={FILE_HINT} required>
        <input name="file" type="file" accept=".pdf,.docx,.md,.markdown,.txt" />
      </Field>
      <FormAlert message={errors.form && !errors.file && !errors.title ? errors.form : null} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add document"}
        </Button>
      </div>
    </form>
  );
}

function DocumentRow({ document, canWrite, done }: { document: LibraryDocument; canWrite: boolean; done: () => void }) {
  const [error, setError] = useState<string | null>(null);
  async function replace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = await sendForm(`/api/documents/${document.id}/replace`, event.currentTarget);
    setError(refused ? (refused.file ?? refused.form ?? null) : null);
    if (!refused) done();
  }
  async function remove() {
    if (!window.confirm(`Delete "${document.title}" and everything the assistant quotes from it?`)) return;
    await apiRequest("DELETE", `/api/documents/${document.id}`);
    done();
  }
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <td className="py-2 pr-4">
        <a
          className="font-medium underline"
          href={`/api/documents/${document.id}/view`}
          target="_blank"
          rel="noreferrer"
        >
          {document.title}
        </a>
        {document.sample ? <span className="ml-2 text-xs text-slate-600">Sample</span> : null}
        {document.supersededById ? <span className="ml-2 text-xs text-amber-800">Superseded</span> : null}
        <div className="text-xs text-slate-600 dark:text-slate-400">
          {document.fileName} · version {document.version} · {document.pages} page{document.pages === 1 ? "" : "s"} ·{" "}
          {document.passages} passages
        </div>
      </td>
      <td className="py-2 pr-4">{libraryCategoryLabels[document.category]}</td>
      <td className="py-2 pr-4">{audienceLabels[document.audience]}</td>
      <td className="py-2 pr-4">{document.effectiveOn ? formatIsoDate(document.effectiveOn) : "—"}</td>
      {canWrite ? (
        <td className="py-2">
          <form onSubmit={replace} className="flex flex-wrap items-center gap-2">
            <label className="text-sm">
              <span className="sr-only">New version of {document.title}</span>
              <input name="file" type="file" accept=".pdf,.docx,.md,.markdown,.txt" className="text-sm" />
            </label>
            <Button type="submit" variant="secondary">
              Replace
            </Button>
            <Button type="button" variant="secondary" onClick={remove}>
              Delete
            </Button>
          </form>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

/** The document library for staff: the office adds, replaces and deletes; every staff member reads the list. */
export function LibraryPage({ items }: { items: LibraryDocument[] }) {
  const canWrite = useCan("write:document:any");
  const revalidator = useRevalidator();
  const done = () => void revalidator.revalidate();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Documents</h1>
      <p className="text-slate-700 dark:text-slate-300">
        What the assistant on /chat and /document-chat quotes from: public documents to everyone, client documents to
        signed-in clients, staff documents to staff.
      </p>
      {canWrite ? <UploadForm done={done} /> : null}
      <TableScroller label="Documents in the library">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-2 pr-4">Document</th>
              <th className="py-2 pr-4">Category</th>
              <th className="py-2 pr-4">Readers</th>
              <th className="py-2 pr-4">In effect from</th>
              {canWrite ? <th className="py-2">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((document) => (
              <DocumentRow key={document.id} document={document} canWrite={canWrite} done={done} />
            ))}
          </tbody>
        </table>
      </TableScroller>
      {items.length === 0 ? <p>No documents yet.</p> : null}
    </div>
  );
}
