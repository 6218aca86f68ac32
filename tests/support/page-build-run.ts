import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** Vitest's global setup: a directory of this run's own, for `pageServerBuild` to build once per run (page-build.ts). */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "page-build-run-"));
  project.provide("pageBuildRun", dir);
  return () => fs.rm(dir, { recursive: true, force: true });
}
