import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { inventoryAdjustments } from "#app/areas/commerce/index.server.ts";
import { products, seedDemoCatalogue } from "#app/areas/commerce/index.server.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function removeDemo(dataDir: string) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "server/cli/remove-demo-catalogue.ts")],
    {
      cwd: root,
      env: { ...inherited, LOG_LEVEL: "silent", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

// The command opens an embedded database of its own: seconds, not milliseconds.
it(
  "npm run shop:remove-demo deletes the demo products, keeps off sale one the stock log refers to, and says both",
  { timeout: 90_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "remove-demo-"));
    dirs.push(dataDir);
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
      await seedDemoCatalogue(handle.db);
      const [received] = await handle.db.select().from(products).where(eq(products.sku, "DEMO-BAT-10"));
      await handle.db.insert(inventoryAdjustments).values({
        productId: received!.id,
        reason: "received",
        quantityChange: 2,
        stockAfter: received!.stock + 2,
      });
    } finally {
      await handle.close();
    }

    const result = removeDemo(dataDir);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      `Deleted ${demoCatalogue.length - 1} demo products; kept 1 off sale that orders or the stock log refer to.`,
    );
    expect(result.status).toBe(0);

    const after = await openDatabase({ dataDir });
    try {
      const rows = await after.db.select({ sku: products.sku, active: products.active }).from(products);
      expect(rows).toEqual([{ sku: "DEMO-BAT-10", active: false }]);
      expect(await after.db.select().from(inventoryAdjustments)).toHaveLength(1);
    } finally {
      await after.close();
    }
  },
);
