/**
 * npm run bench:documents — uploads a 20 MB document into a fresh temporary database, then lets 4 clients download
 * it in a loop (on a worker thread) for DURATION_MS while one client asks /api/health and another the shop's catalogue, one request after
 * the other. It prints health p50/p99, the catalogue's p95, the downloads done and the process's peak RSS (the
 * server runs in this process). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. It asserts nothing:
 * the targets (issue 23 §2) are health p99 < 50 ms and catalogue p95 < 100 ms.
 */
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { users } from "#app/areas/identity/tables.server.ts";
import { projects } from "#app/areas/delivery/tables.server.ts";
import { insertProducts } from "#app/areas/commerce/index.server.ts";
import { productInputSchema } from "#app/areas/commerce/index.ts";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { benchAdmin, onEachDatabase, percentile, serveForBench } from "./bench-http.ts";
import { machineLoad } from "./bench-stats.ts";

const DOCUMENT_BYTES = 20 * 1024 * 1024;
const DOWNLOADERS = 4;
const DURATION_MS = 20_000;
const HEALTH_TARGET_P99_MS = 50;
const CATALOGUE_TARGET_P95_MS = 100;

/** A PDF header then incompressible bytes, as a scan is. */
function scannedPdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(DOCUMENT_BYTES);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));
  for (let i = 64; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24;
  return bytes;
}

async function timeUntil(deadline: number, request: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < deadline) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/*
 * The downloading clients run on a worker thread, as they would on other machines: receiving 80 MB at a time on the
 * server's own thread would measure the clients, not the server.
 */
const DOWNLOADER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { url, cookie, durationMs, clients, bytes } = workerData;
const deadline = Date.now() + durationMs;
let downloads = 0;
Promise.all(Array.from({ length: clients }, async () => {
  while (Date.now() < deadline) {
    const body = await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    if (body.byteLength !== bytes) throw new Error("download of " + body.byteLength + " bytes");
    downloads++;
  }
})).then(() => parentPort.postMessage(downloads));
`;

function downloadInWorker(url: string, cookie: string, durationMs: number): Promise<number> {
  const worker = new Worker(DOWNLOADER_SOURCE, {
    eval: true,
    workerData: { url, cookie, durationMs, clients: DOWNLOADERS, bytes: DOCUMENT_BYTES },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (downloads: number) => void worker.terminate().then(() => resolve(downloads)));
    worker.once("error", reject);
  });
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY: "1000",
  });
  const services = await createServices(config, createLogger(config), handle);
  const admin = await benchAdmin(services.db, "bench-documents");
  await insertProducts(
    services.db,
    demoCatalogue.map((product) => productInputSchema.parse(product)),
  );
  const [client] = await services.db
    .insert(users)
    .values({
      firstName: "Bench",
      lastName: "Client",
      email: "bench-client@seed.example",
      username: "bench_client",
      passwordHash: "not-a-password-hash",
    })
    .returning({ id: users.id });
  const [project] = await services.db
    .insert(projects)
    .values({ clientId: client!.id, title: "Bench project", type: "installation", siteAddress: "1 Main St" })
    .returning({ id: projects.id });
  const app = await serveForBench(services, { cookie: admin.cookie });
  try {
    const form = new FormData();
    form.set("category", "permit");
    form.set("file", new Blob([scannedPdf()], { type: "application/pdf" }), "scan.pdf");
    const uploadStart = performance.now();
    const upload = await fetch(`${app.base}/api/projects/${project!.id}/documents`, {
      method: "POST",
      headers: { cookie: admin.cookie },
      body: form,
    });
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { id } = (await upload.json()) as { id: string };
    console.log(`\n${label}: 20 MB uploaded in ${Math.round(performance.now() - uploadStart)} ms (${machineLoad()})`);

    const documentUrl = `${app.base}/api/projects/${project!.id}/documents/${id}`;
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const deadline = performance.now() + DURATION_MS;
    const downloaders = downloadInWorker(documentUrl, admin.cookie, deadline - performance.now());
    const [health, catalogue] = await Promise.all([
      timeUntil(deadline, () => app.get("/api/health")),
      timeUntil(deadline, () => app.get("/api/products?page=1")),
    ]);
    const downloads = await downloaders;
    clearInterval(sampler);
    const healthP99 = percentile(health, 0.99);
    const catalogueP95 = percentile(catalogue, 0.95);
    console.log(
      [
        `${DOWNLOADERS} clients downloading 20 MB in a loop for ${DURATION_MS / 1000} s: ${downloads} downloads (${((downloads * 20) / (DURATION_MS / 1000)).toFixed(0)} MB/s)`,
        `/api/health   p50 ${percentile(health, 0.5).toFixed(1)} ms, p99 ${healthP99.toFixed(1)} ms (${health.length} requests)  target p99 < ${HEALTH_TARGET_P99_MS} ms: ${healthP99 < HEALTH_TARGET_P99_MS ? "met" : "MISSED"}`,
        `catalogue     p95 ${catalogueP95.toFixed(1)} ms (${catalogue.length} requests)  target p95 < ${CATALOGUE_TARGET_P95_MS} ms: ${catalogueP95 < CATALOGUE_TARGET_P95_MS ? "met" : "MISSED"}`,
        `peak RSS      ${Math.round(peakRss / (1024 * 1024))} MB`,
      ].join("\n"),
    );
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_documents", bench);
