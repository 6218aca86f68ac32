import { readFileSync } from "node:fs";
import { pageTable } from "#app/route-table.ts";

/** Every page of the route table whose module has an action, read from the modules themselves. */
export function pagesWithActions(): string[] {
  const hasAction = (file: string) =>
    /export (async )?function action\b|export const action\b/.test(readFileSync(`app/${file}`, "utf8"));
  return [...new Set(pageTable.filter((page) => hasAction(page.file)).map((page) => page.path))];
}
