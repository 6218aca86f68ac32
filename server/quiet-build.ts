import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

/** Lines of the build's own output that start a stage, and what the console says for each. */
const stages: [RegExp, string][] = [
  [/building client environment|building for production/i, "Building the pages for the browser..."],
  [/building ssr environment|building ssr bundle/i, "Building the server..."],
  [/prerender/i, "Prerendering the public pages..."],
];

/** How much of the log a failed build shows, so the cause is on screen without scrolling. */
const FAILURE_TAIL_LINES = 30;

/**
 * Runs `npm run build` with its full output in `logFile` and a short line per stage on the console, so a first start
 * shows what it is doing in a few lines rather than the build's hundreds (issue 24 §4). Resolves with the exit code.
 */
export async function quietBuild(root: string, logFile: string): Promise<number> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const started = Date.now();
  const relative = path.relative(root, logFile);
  console.log(`Full build log: ${relative.startsWith("..") ? logFile : relative}`);
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const shown = new Set<string>();
  const tail: string[] = [];
  const read = (stream: NodeJS.ReadableStream) =>
    readline.createInterface({ input: stream }).on("line", (line) => {
      log.write(`${line}\n`);
      tail.push(line);
      if (tail.length > FAILURE_TAIL_LINES) tail.shift();
      const stage = stages.find(([pattern]) => pattern.test(line))?.[1];
      if (stage && !shown.has(stage)) {
        shown.add(stage);
        console.log(stage);
      }
    });
  read(child.stdout);
  read(child.stderr);
  const code = await new Promise<number>((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  await new Promise((resolve) => log.end(resolve));
  if (code === 0) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  else console.error(`The build failed; its last lines (all of it in ${logFile}):\n${tail.join("\n")}`);
  return code;
}
