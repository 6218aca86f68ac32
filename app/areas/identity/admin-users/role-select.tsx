import { roleLabels, type Role } from "#app/lib/permissions.ts";

/** The role choice of one account's row, labelled for screen readers by the person's name. */
export function RoleSelect({
  id,
  name,
  personName,
  choices,
  defaultValue,
}: {
  id: string;
  /** The posted field: the write's own name for the role. */
  name: "userType" | "role";
  personName: string;
  choices: readonly Role[];
  defaultValue: Role;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        Role of {personName}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {choices.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </>
  );
}
