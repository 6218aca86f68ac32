import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { pageServerBuild } from "./page-build.ts";
import { testDatabaseTemplates } from "./test-database.ts";

/** What the server process (`server-process-main.ts`) prints once listening: where it is and who may call it. */
export interface ServerProcessInfo {
  baseUrl: string;
  clientCookie: string;
  /** An admin's: the office's uploads (the library's). */
  staffCookie: string;
  projectId: string;
}

export interface ServerProcess extends ServerProcessInfo {
  /** The process's exit code and signal once it ended: a crash shows here. */
  exited(): string | null;
  stop(): Promise<void>;
}

/**
 * The app with its pages in a process of its own, on a copy of the test database, with a client and their project:
 * for tests whose subject could crash the process, so that a crash fails the test instead of its runner.
 */
export async function startServerProcess(timeoutMs = 240_000): Promise<ServerProcess> {
  // Built here, where the run's build is known; the process then serves it as it is.
  await pageServerBuild();
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "server-process-main.ts")],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, TEST_DATABASE_TEMPLATES: JSON.stringify(testDatabaseTemplates()), REUSE_BUILD: "1" },
    },
  );
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = `exit code ${code}, signal ${signal}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exit === null) child.kill("SIGTERM");
    await exited;
  };
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<ServerProcessInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server process did not start in time")), timeoutMs);
    lines.on("line", (line) => {
      if (!line.startsWith("{")) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as ServerProcessInfo);
    });
    void exited.then(() => reject(new Error(`the server process ended before listening (${exit})`)));
  }).catch(async (error: Error) => {
    await stop();
    throw error;
  });
  return { ...info, exited: () => exit, stop };
}
