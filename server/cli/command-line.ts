import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Prints one line and ends the command with a failure status. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const parse = <T extends Options>(options: T, args: string[]) => parseArgs({ args, options, allowPositionals: true });

/** What a command's arguments ask: to run with them, or to stop at once (`--help`, or a bad argument). */
export type CommandLine<T extends Options> =
  { parsed: ReturnType<typeof parse<T>> } | { stop: { exitCode: 0 | 1; message: string } };

/** Parses `args`; `--help` is the usage (exit 0), a bad argument the problem with the usage after it (exit 1). */
export function parseCommandLine<T extends Options>(usage: string, options: T, args: string[]): CommandLine<T> {
  if (parseArgs({ args, options: { help: { type: "boolean", short: "h" } }, strict: false }).values.help) {
    return { stop: { exitCode: 0, message: usage } };
  }
  try {
    return { parsed: parse(options, args) };
  } catch (error) {
    return { stop: { exitCode: 1, message: `${(error as Error).message}\n\n${usage}` } };
  }
}

/** parseCommandLine on this process's arguments, ending the process where it says stop. */
export function readCommandLine<T extends Options>(usage: string, options: T) {
  const line = parseCommandLine(usage, options, process.argv.slice(2));
  if ("parsed" in line) return line.parsed;
  if (line.stop.exitCode === 1) fail(line.stop.message);
  console.log(line.stop.message);
  process.exit(0);
}
