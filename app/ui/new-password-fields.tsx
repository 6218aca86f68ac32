import { Field, inputClass } from "./field.tsx";

/**
 * A new password and its confirmation, as every page that sets a password names them (`newPassword`,
 * `confirmPassword`), each with its message under it. Never prefilled: a password is not sent back to the page.
 */
export function NewPasswordFields({
  label = "Password",
  hint,
  errors,
}: {
  label?: string;
  hint?: string;
  errors: { newPassword?: string; confirmPassword?: string } | undefined;
}) {
  return (
    <>
      <Field label={label} required error={errors?.newPassword} hint={hint}>
        <input name="newPassword" type="password" className={inputClass} autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" required error={errors?.confirmPassword}>
        <input name="confirmPassword" type="password" className={inputClass} autoComplete="new-password" />
      </Field>
    </>
  );
}
