import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** A directory of this test run's own, where the first page server to start records the build it made. */
    pageBuildRun: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, "build");

/**
 * The production build of the site (`build/`), which every page server of a test run serves (decision 0120): made by
 * the first page server of the run, unless REUSE_BUILD=1 says the build is of the tree as it is (CI builds it first).
 * One build costs less than the pages compiled on demand by a Vite dev server per test file.
 */
export async function pageServerBuild(): Promise<ServerBuild> {
  if (process.env.REUSE_BUILD !== "1") await buildOncePerRun(inject("pageBuildRun"));
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

/** The first caller of the run builds; test files running beside it wait for its result. */
async function buildOncePerRun(runDir: string): Promise<void> {
  const result = path.join(runDir, "build-result");
  try {
    await fs.mkdir(path.join(runDir, "build-lock"));
  } catch {
    for (;;) {
      const status = await fs.readFile(result, "utf8").catch(() => null);
      if (status !== null) return expectBuilt(status);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const status = await new Promise<string>((resolve) => {
    const build = spawn("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    build.once("exit", (code) => resolve(String(code)));
  });
  await fs.writeFile(result, status);
  expectBuilt(status);
}

function expectBuilt(status: string) {
  if (status !== "0") throw new Error(`npm run build failed (exit ${status}): the page servers have no build to serve`);
}
