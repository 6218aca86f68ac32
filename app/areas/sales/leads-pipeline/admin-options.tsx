import type { AssignableAdmin } from "./lead-queries.server.ts";

/** A select's choices of admin: first the blank choice, which means `blank`, then every admin by name. */
export function AdminOptions({ admins, blank }: { admins: AssignableAdmin[]; blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {admins.map((admin) => (
        <option key={admin.id} value={admin.id}>
          {admin.name ?? admin.id}
        </option>
      ))}
    </>
  );
}
