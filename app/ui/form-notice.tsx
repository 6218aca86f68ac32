/** A form's outcome in words: an error, or a success after a post without JavaScript. */
export function FormNotice({ notice, isError }: { notice: string | null | undefined; isError: boolean }) {
  if (!notice) return null;
  return (
    <p
      role={isError ? "alert" : "status"}
      className={`text-sm ${isError ? "text-red-700 dark:text-red-400" : "text-emerald-800 dark:text-emerald-300"}`}
    >
      {notice}
    </p>
  );
}
