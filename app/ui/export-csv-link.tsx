import { useLocation } from "react-router";
import { withSearch } from "#app/lib/list-url.ts";
import { buttonClass } from "./button.tsx";

/** The CSV export of exactly what the list's filters show, in the same order, every page. */
export function ExportCsvLink({ path }: { path: `/api/${string}` }) {
  const { search } = useLocation();
  return (
    <a
      href={`${path}${withSearch(search, { page: null, pageSize: null })}`}
      download
      className={buttonClass("secondary")}
    >
      Export CSV
    </a>
  );
}
