import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("graceful shutdown", () => {
  it("finishes the in-flight request, then closes and exits 0 on SIGTERM", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "test-fixtures/slow-server.ts")],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    const port = await new Promise<number>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^(\d+)\n/.exec(output);
        if (match) resolve(Number(match[1]));
      });
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill("SIGTERM");
    const exitCode = new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(await inFlight).toBe("finished");
    expect(await exitCode).toBe(0);
    expect(output).toContain("closed");
    // New connections are refused once stopping.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
