import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Prints one line and ends the command with a failure status. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Parses a command's arguments; `--help` prints the usage, a bad argument prints it after the problem. */
export function readCommandLine<T extends Options>(usage: string, options: T) {
  if (parseArgs({ options: { help: { type: "boolean", short: "h" } }, strict: false }).values.help) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ options, allowPositionals: true });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
}
