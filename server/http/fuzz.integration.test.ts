import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pageTable } from "#app/route-table.ts";
import { jsonBodyFor } from "#tests/support/fuzz-arbitraries.ts";
import {
  ADMIN_ACCESS_CODE,
  createFuzzWorld,
  fixtures,
  identityFor,
  STRIPE_WEBHOOK_SECRET,
  type FuzzWorld,
  type ValidShape,
} from "#tests/support/fuzz-fixtures.ts";
import {
  brokenJson,
  clientAddress,
  encodeBody,
  pathParam,
  queryString,
  wireForm,
  type FuzzRequest,
  type Identity,
} from "#tests/support/fuzz-requests.ts";
import { bodySchemas, querySchemas } from "#tests/support/fuzz-schemas.ts";
import {
  fillPath,
  formText,
  oneFieldMutated,
  overlay,
  sendable,
  type ValidRequest,
} from "#tests/support/fuzz-valid-requests.ts";
import { insertLead } from "#tests/support/leads.ts";
import { pagesWithActions } from "#tests/support/page-actions.ts";
import { pageForms, type PageForm } from "#tests/support/page-forms.ts";
import { startPageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { validValue } from "#tests/support/valid-value.ts";
import type { z } from "#app/lib/zod.ts";
import type { ApiRoute } from "./api-route.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";

/**
 * Every API route and every page action, sent first a valid request (walked from its schema, with a fixture's ids
 * and values where a schema cannot say what is valid), then that request with one field changed, then generated
 * hostile requests (schema-shaped bodies with hostile values, broken JSON, broken encodings, junk ids and queries)
 * as anonymous, a client and an admin: none may answer 5xx or show a stack trace, and every write reaches its service.
 */

const REQUESTS_PER_API_ROUTE = 24;
const REQUESTS_PER_PAGE_FORM = 12;
/**
 * Sending stops here whatever is left, so the test stays within its time on a slow machine; the requests go round the
 * targets, so whatever was sent by then covers every target alike.
 */
const SENDING_BUDGET_MS = 45_000;
/** However slow the machine, each target gets at least this many requests (the first is its valid one). */
const MIN_REQUESTS_PER_TARGET = 4;
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+/;
/** A request unanswered by then counts as a failure, like a 5xx. */
const ANSWER_TIMEOUT_MS = 30_000;
const SIGN_IN_PAGE = /^\/(auth|crm-login)\b/;

/**
 * Write routes and page forms the fuzz caller can never get a 2xx from, each reviewed, with where it is tested.
 */
const NEVER_2XX: Record<string, string> = {
  "action /account/two-factor confirm":
    "a setup's first code is the app's code of the current 30 seconds, stale by the time the valid request is sent " +
    "(two-factor-pages.integration.test.ts confirms a setup)",
};

let world: FuzzWorld;
let realIds: string[];

beforeAll(async () => {
  const server = await startPageServer({
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT_PER_HOUR: "100000",
    BOOKING_RATE_LIMIT_PER_HOUR: "100000",
    ORDER_RATE_LIMIT_PER_HOUR: "100000",
    REGISTRATIONS_PER_IP_PER_HOUR: "100000",
    ADMIN_ACCESS_CODE,
    // So that Stripe's webhook is fuzzed through its signature check, not refused as unconfigured.
    STRIPE_SECRET_KEY: "sk_test_fuzz",
    STRIPE_WEBHOOK_SECRET,
  });
  const { testApp } = server;
  world = await createFuzzWorld(server);
  const { project, product, orderNumber } = world;
  realIds = [
    (await insertLead(testApp.services.db)).id,
    project.projectId,
    project.documentId,
    project.actionItemId,
    project.stageId,
    String(product.id),
    product.slug,
    orderNumber,
  ];
}, 120_000);

afterAll(() => world?.server.close());

const routeName = (route: Pick<ApiRoute, "method" | "path">) => `${route.method} ${route.path}`;
const isWrite = (route: ApiRoute) => route.method !== "get";

/** The ids a path parameter takes when the fixture names none: the seeded project's, the product's, a lead's. */
function defaultParam(name: string): string {
  const defaults: Record<string, string> = {
    projectId: world.project.projectId,
    documentId: world.project.documentId,
    actionItemId: world.project.actionItemId,
    productId: String(world.product.id),
    slug: world.product.slug,
    orderNumber: world.orderNumber,
    id: realIds[0]!,
  };
  return defaults[name] ?? "none";
}

const schemaOf = (route: ApiRoute): z.ZodType | undefined =>
  route.method === "get" ? querySchemas[route.path] : (route.input ?? bodySchemas[route.path]);

function validApiRequest(route: ApiRoute, shape: ValidShape): ValidRequest {
  const schema = schemaOf(route);
  return {
    method: route.method.toUpperCase(),
    path: fillPath(route.path, shape.params ?? {}, defaultParam),
    identity: shape.identity ?? identityFor(route),
    userId: shape.userId,
    headers: shape.headers ?? {},
    fields: overlay(schema ? validValue(schema) : {}, shape.body),
    rawBody: shape.rawBody,
  };
}

/** A page form's valid post: its twin route's fixture, the record's id in its field or the page's path. */
function validPageRequest(path: string, form: PageForm, shape: ValidShape, asData: boolean): ValidRequest {
  const params = { ...shape.params };
  const fields = overlay(validValue(form.schema), shape.body);
  if (form.idField) fields[form.idField] = shape.params?.id ?? shape.params?.[form.idField];
  const pageParam = /:(\w+)/.exec(path)?.[1];
  // A form naming its record in a field is on a list, unless the page is that record's own (its parameter's name).
  const pageRecord = shape.pageId ?? (form.idField && form.idField !== pageParam ? undefined : shape.params?.id);
  if (pageParam && pageRecord) params[pageParam] = pageRecord;
  if (form.intent) fields.intent = form.intent;
  const filled = fillPath(path, params, defaultParam);
  return {
    method: "POST",
    // React Router's own form submissions post to the ".data" URL; a form without JavaScript posts to the page.
    path: asData ? `${filled}.data` : filled,
    identity: form.signedInAs ?? shape.identity ?? identityFor(pageTable.find((page) => page.path === path)!),
    userId: form.signedInAs ? undefined : shape.userId,
    // The twin's headers too: a sign-in's second step carries the pending sign-in's cookie.
    headers: { ...shape.headers, "Content-Type": "application/x-www-form-urlencoded" },
    fields,
  };
}

const identity = fc.constantFrom<Identity>("anonymous", "client", "admin");

function withParams(path: string): fc.Arbitrary<string> {
  const names = path.match(/:\w+/g) ?? [];
  if (names.length === 0) return fc.constant(path);
  return fc.array(pathParam(realIds), { minLength: names.length, maxLength: names.length }).map((values) => {
    let filled = path;
    values.forEach((value, index) => (filled = filled.replace(names[index]!, value)));
    return filled;
  });
}

/** No key, a fresh one (so creates that require one, an order, get past it), or a malformed one. */
const idempotencyKey = fc.oneof(fc.constant(null), fc.uuid(), fc.constantFrom("short", "x".repeat(300), "%00"));

function hostileJsonRequest(method: string, path: string, schema: z.ZodType | undefined): fc.Arbitrary<FuzzRequest> {
  const text = fc.oneof(
    { arbitrary: jsonBodyFor(schema).map((body) => JSON.stringify(body) ?? "null"), weight: 5 },
    { arbitrary: brokenJson, weight: 1 },
  );
  return fc
    .record({ path: withParams(path), identity, text, wire: wireForm, address: clientAddress, key: idempotencyKey })
    .map(({ path: filled, identity: who, text: bodyText, wire, address, key }) => {
      const { body, encoding } = encodeBody(Buffer.from(bodyText), wire);
      const headers: Record<string, string> = { "Content-Type": "application/json", "X-Forwarded-For": address };
      if (encoding) headers["Content-Encoding"] = encoding;
      if (key !== null) headers["Idempotency-Key"] = key;
      return { method: method.toUpperCase(), path: filled, identity: who, headers, body };
    });
}

function hostileQueryRequest(path: string, schema: z.ZodType | undefined): fc.Arbitrary<FuzzRequest> {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  const keys = shape ? Object.keys(shape) : ["q"];
  const good = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("2025-03-04", "1", "asc", "won", "none"));
  return fc
    .record({ path: withParams(path), identity, query: queryString(keys, good), address: clientAddress })
    .map(({ path: filled, identity: who, query, address }) => ({
      method: "GET",
      path: query ? `${filled}?${query}` : filled,
      identity: who,
      headers: { "X-Forwarded-For": address },
    }));
}

function hostileFormRequest(valid: ValidRequest): fc.Arbitrary<FuzzRequest> {
  const form = jsonBodyFor(undefined).map((value) => formText({ ...valid.fields, junk: value }));
  const contentType = fc.constantFrom(
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=nothing",
    "application/json",
    "text/plain",
  );
  const body = fc.oneof(
    { arbitrary: form, weight: 6 },
    { arbitrary: fc.constant("token=" + "x".repeat(150 * 1024)), weight: 1 },
  );
  return fc
    .record({ identity, body, contentType, wire: wireForm, address: clientAddress })
    .map(({ identity: who, body: text, contentType: type, wire, address }) => {
      const { body: bytes, encoding } = encodeBody(Buffer.from(text), wire);
      const headers: Record<string, string> = { "Content-Type": type, "X-Forwarded-For": address };
      if (encoding) headers["Content-Encoding"] = encoding;
      return { method: "POST", path: valid.path, identity: who, headers, body: bytes };
    });
}

/** The valid request first, then valid ones with one field changed and hostile ones mixed. */
function requestsFor(valid: ValidRequest, hostile: fc.Arbitrary<FuzzRequest>, count: number, seed: number) {
  const mutated = oneFieldMutated(valid.fields).map((fields) => sendable(valid, fields));
  const later = fc.oneof(
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: mutated, weight: 3 },
    { arbitrary: hostile, weight: 4 },
  );
  const sampled = fc.sample(later, { numRuns: count - 1, seed });
  return [sendable(valid), ...sampled.map((request) => request ?? sendable(valid))];
}

/** A seed of each target's own, so no two targets get the same sequence of choices. */
function seedFor(seed: number, name: string): number {
  let hash = seed;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Fixtures that failed to make their records: reported with the rest, so one run shows them all. */
const fixtureErrors: string[] = [];

async function shapeFor(name: string): Promise<ValidShape> {
  try {
    return (await fixtures[name]?.(world)) ?? {};
  } catch (error) {
    fixtureErrors.push(`${name}: ${(error as Error).message}`);
    return {};
  }
}

async function send(
  request: FuzzRequest & { userId?: string },
): Promise<{ status: number; text: string; location: string | null }> {
  const userId =
    request.userId ?? (request.identity === "anonymous" ? undefined : world[request.identity as "admin" | "client"].id);
  // A fresh session each time: a fuzzed sign-out or password change must not end the next request's.
  const cookie = userId ? await signedInCookie(world.server.testApp, userId) : undefined;
  const res = await fetch(`${world.server.baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...(cookie ? { Cookie: cookie } : {}) },
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  }).catch((error: Error) => error);
  if (res instanceof Error) return { status: 0, text: `no answer: ${res.message}`, location: null };
  return {
    status: res.status,
    text: await res.text().catch((error: Error) => `(body unreadable: ${error.message})`),
    location: res.headers.get("location") ?? res.headers.get("x-remix-redirect"),
  };
}

/** A 2xx, or a page action's redirect to where its work leads (a sign-in page's redirect is a refusal). */
function reachedService(request: FuzzRequest, status: number, location: string | null): boolean {
  if (status >= 200 && status < 300) return !location || !SIGN_IN_PAGE.test(location);
  return request.method === "POST" && !request.path.startsWith("/api/") && status >= 300 && status < 400
    ? !SIGN_IN_PAGE.test(location ?? "")
    : false;
}

interface Target {
  name: string;
  mustSucceed: boolean;
  requests: (FuzzRequest & { userId?: string })[];
}

async function apiTargets(seed: number): Promise<Target[]> {
  const targets: Target[] = [];
  for (const route of apiRoutes) {
    const name = routeName(route);
    const valid = validApiRequest(route, await shapeFor(name));
    const hostile =
      route.method === "get"
        ? hostileQueryRequest(route.path, schemaOf(route))
        : hostileJsonRequest(route.method, route.path, schemaOf(route));
    targets.push({
      name,
      mustSucceed: isWrite(route) && !(name in NEVER_2XX),
      requests: requestsFor(valid, hostile, REQUESTS_PER_API_ROUTE, seedFor(seed, name)),
    });
  }
  return targets;
}

async function pageTargets(seed: number): Promise<Target[]> {
  const targets: Target[] = [];
  for (const [path, forms] of Object.entries(pageForms)) {
    for (const [index, form] of forms.entries()) {
      const name = `action ${path} ${form.intent ?? "(form)"}`;
      const shape = await shapeFor(form.twin);
      const valid = validPageRequest(path, form, shape, index % 2 === 0);
      targets.push({
        name,
        mustSucceed: !(name in NEVER_2XX),
        requests: requestsFor(valid, hostileFormRequest(valid), REQUESTS_PER_PAGE_FORM, seedFor(seed, name)),
      });
    }
  }
  return targets;
}

it("lists a body schema for every write route and the forms of every page action", () => {
  const unparsed = apiRoutes.filter((route) => isWrite(route) && !schemaOf(route)).map(routeName);
  // These read no JSON body: the session, the route's record, the raw bytes or a multipart upload (whose text fields
  // their own schema reads once the file has streamed in) are what they take.
  expect(unparsed).toEqual([
    "post /api/logout",
    "post /api/user/verify-email/resend",
    "post /api/crm/import",
    "post /api/stripe/webhook",
    "post /api/projects/:projectId/documents",
    "post /api/service/tickets/:id/photos",
    "post /api/documents",
    "post /api/documents/:documentId/replace",
    "post /api/documents/:documentId/reindex",
    "delete /api/documents/:documentId",
  ]);
  expect(Object.keys(pageForms).sort()).toEqual(pagesWithActions().sort());
});

it("answers every fuzzed API and page-action request with 2xx-4xx and no stack trace, and every write reaches its service", async () => {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const targets = [...(await apiTargets(seed)), ...(await pageTargets(seed))];
  // Vite compiles a page's modules on its first request: done before the clock and the answer timeout start.
  for (const target of targets) {
    const { path } = target.requests[0]!;
    if (!path.startsWith("/api/")) await fetch(`${world.server.baseUrl}${path.replace(/\.data$/, "")}`);
  }
  // Round the targets: the first (valid) request of each, then the second of each, and so on.
  const rounds = Math.max(...targets.map((target) => target.requests.length));
  const requests = Array.from({ length: rounds }, (_, round) =>
    targets.flatMap((target) => (target.requests[round] ? [{ target: target.name, ...target.requests[round] }] : [])),
  ).flat();

  const started = Date.now();
  const failures: string[] = [];
  let serverErrors = 0;
  let unanswered = 0;
  const counts = new Map(targets.map((target) => [target.name, { sent: 0, ok: 0, firstRefusal: "" }]));
  for (const [index, request] of requests.entries()) {
    const minimumSent = index >= targets.length * MIN_REQUESTS_PER_TARGET;
    if (minimumSent && Date.now() - started > SENDING_BUDGET_MS) break;
    const { status, text, location } = await send(request);
    const count = counts.get(request.target)!;
    count.sent += 1;
    if (reachedService(request, status, location)) count.ok += 1;
    else if (!count.firstRefusal) count.firstRefusal = `${status} ${request.path} ${text.slice(0, 200)}`;
    if (status >= 500) serverErrors += 1;
    if (status === 0) unanswered += 1;
    if (status >= 500 || status === 0 || STACK_TRACE.test(text)) {
      failures.push(
        `${status} ${request.identity} ${request.method} ${request.path} ${JSON.stringify(request.headers)}`,
      );
    }
  }
  const sent = [...counts.values()].reduce((sum, count) => sum + count.sent, 0);
  const table = [...counts].map(
    ([name, count]) =>
      `  ${String(count.ok).padStart(3)}/${count.sent} ${name}${count.ok ? "" : ` (${count.firstRefusal})`}`,
  );
  const health = await fetch(`${world.server.baseUrl}/api/health`).then((res) => res.status, String);
  console.log(
    [
      `fuzz: ${sent} requests, ${serverErrors} answered 5xx, ${unanswered} unanswered, server ${health === 200 ? "still up" : `down (${health})`} (seed ${seed}, ${Date.now() - started} ms)`,
      "2xx/sent per target:",
      ...table,
    ].join("\n"),
  );
  expect(fixtureErrors).toEqual([]);
  expect(failures.slice(0, 20)).toEqual([]);
  expect(health).toBe(200);
  const underSent = [...counts].filter(([, count]) => count.sent < MIN_REQUESTS_PER_TARGET).map(([name]) => name);
  expect(underSent).toEqual([]);
  const neverOk = targets
    .filter((target) => target.mustSucceed && counts.get(target.name)!.ok === 0)
    .map((target) => `${target.name}: ${counts.get(target.name)!.firstRefusal}`);
  expect(neverOk).toEqual([]);
}, 600_000);
