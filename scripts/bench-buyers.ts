/**
 * The buyers of `npm run bench:shop`'s checkout, in a process of their own (bench-shop.ts forks this file): a real
 * buyer's browser never runs on the server's event loop, and here 20 buyers' requests and answers would otherwise
 * wait in one queue with the server's work, adding their time to every answer they measure. They send through
 * node:http with kept-alive connections, a fraction of fetch's CPU, so they take little of the machine from the
 * server and the database (decision 0165).
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

export const BUYERS = 20;
/** The product every buyer wants in the contended case. */
export const POPULAR_SKU = "BENCH-00007";
/** Products a buyer orders from: three of its own, which no other buyer orders. */
const ownSkus = (buyer: number) =>
  Array.from({ length: 3 }, (_, index) => `BENCH-${String(100 + buyer * 3 + index).padStart(5, "0")}`);
export const CHECKOUT_SKUS = [POPULAR_SKU, ...Array.from({ length: BUYERS }, (_, buyer) => ownSkus(buyer)).flat()];

/**
 * Whether the buyers contend for stock: in `distinct` no two buyers order the same product, so no order waits for
 * another's row lock; in `popular` every order's first line is the same product, so every order takes its stock.
 */
export const contention = {
  distinct: "no two buyers order the same product",
  popular: `every order includes ${POPULAR_SKU}`,
} as const;
export type Contention = keyof typeof contention;

/** What the bench asks of the buyers: `ordersPerBuyer` orders from each of the `BUYERS`, all buyers at once. */
export interface BuyersRun {
  base: string;
  mode: Contention;
  ordersPerBuyer: number;
}

/** Each order's time from sending to its answer read, and the CPU the buyers' process spent. */
export interface BuyersResult {
  times: number[];
  seconds: number;
  cpuMs: number;
}

/** One buyer's order: one to three lines, shipped, paid by invoice. */
function checkoutBody(buyer: number, order: number, mode: Contention) {
  const own = ownSkus(buyer);
  const skus = mode === "popular" ? [POPULAR_SKU, ...own] : own;
  return {
    items: Array.from({ length: 1 + ((buyer + order) % 3) }, (_, line) => ({
      sku: skus[line]!,
      quantity: 1 + (line % 2),
    })),
    contact: { name: `Bench Buyer ${buyer}`, email: `buyer${buyer}@bench.example`, phone: "(530) 555-0100" },
    delivery: {
      method: "ship",
      address: { line1: `${100 + buyer} Bench St`, city: "Redding", state: "CA", postalCode: "96001" },
    },
    paymentMethod: "invoice",
  };
}

/** Posts one order; resolves with its time once the answer is read, and fails unless it is a 201. */
function place(agent: http.Agent, base: string, body: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/orders`,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "Idempotency-Key": randomUUID(),
        },
      },
      (response) => {
        let answer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (answer += chunk));
        response.on("end", () => {
          if (response.statusCode !== 201) {
            reject(new Error(`POST /api/orders answered ${response.statusCode}: ${answer}`));
            return;
          }
          JSON.parse(answer);
          resolve(performance.now() - started);
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function buy({ base, mode, ordersPerBuyer }: BuyersRun): Promise<BuyersResult> {
  // One connection per buyer, kept between its orders, as a browser keeps its connection to the shop.
  const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let order = 0; order < ordersPerBuyer; order++) {
        times.push(await place(agent, base, JSON.stringify(checkoutBody(buyer, order, mode))));
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return { times, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The argument bench-shop.ts forks this file with. */
export const BUYERS_PROCESS = "--bench-buyers";

// Forked by bench-shop.ts: each message is a run, answered with its result (or its error's message).
if (process.argv.includes(BUYERS_PROCESS) && process.send) {
  process.on("message", (run: BuyersRun) => {
    buy(run).then(
      (result) => process.send!({ result }),
      (error: unknown) => process.send!({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
