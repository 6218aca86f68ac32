import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { changePasswordSchema } from "../../app/features/auth/change-password-schema.ts";
import { loginSchema } from "../../app/features/auth/login-schema.ts";
import { profileSchema } from "../../app/features/auth/profile-schema.ts";
import { registerSchema } from "../../app/features/auth/register-schema.ts";
import { userListQuerySchema } from "../../app/features/admin-users/user-accounts.server.ts";
import { leadListQuerySchema } from "../../app/features/leads-pipeline/lead-list-query.server.ts";
import { outboxListQuerySchema } from "../../app/features/mail/outbox-list-query.server.ts";
import {
  assigneeSchema,
  noteSchema,
  statusChangeSchema,
  taskSchema,
} from "../../app/features/leads-pipeline/pipeline-schemas.ts";
import { projectListQuerySchema } from "../../app/features/portal/project-list.server.ts";
import {
  actionItemSchema,
  convertLeadSchema,
  createProjectSchema,
  mailSettingsSchema,
  messageSchema,
  projectDetailsSchema,
  projectUpdateSchema,
  stageChangeSchema,
} from "../../app/features/portal/project-schemas.ts";
import { subscriberListQuerySchema } from "../../app/features/newsletter/subscriber-list-query.server.ts";
import { contactBodySchema } from "../../app/features/leads/contact-schema.ts";
import { consultationBodySchema } from "../../app/features/leads/consultation-schema.ts";
import { subscribeSchema } from "../../app/features/newsletter/newsletter-schema.ts";
import { appointmentListQuerySchema } from "../../app/features/booking/appointment-list-query.server.ts";
import {
  availableSlotsQuerySchema,
  createBookingSchema,
  rescheduleSchema,
} from "../../app/features/booking/booking-schema.ts";
import {
  blockSchema,
  closedDayDateSchema,
  closedDaySchema,
} from "../../app/features/booking/calendar-settings-schema.ts";
import { errorBatchSchema, performanceReportSchema } from "../../app/features/telemetry/report-schema.ts";
import { cartBodySchema, quoteBodySchema } from "../../app/features/cart/cart-schema.ts";
import { productInputSchema } from "../../app/features/shop/product-schema.ts";
import { productListQuerySchema } from "../../app/features/shop/product-list-query.ts";
import { orderInputSchema } from "../../app/features/orders/order-schema.ts";
import { orderListQuerySchema } from "../../app/features/orders/order-list-query.server.ts";
import { orderStatuses } from "../../app/features/orders/order-values.ts";
import { stockAdjustmentSchema } from "../../app/features/inventory/product-form-schema.ts";
import {
  adjustmentListQuerySchema,
  stockListQuerySchema,
} from "../../app/features/inventory/stock-list-query.server.ts";
import { resetConfirmSchema, resetRequestSchema } from "../../app/features/password-reset/reset-schemas.ts";
import { spamDecisionSchema } from "../../app/features/leads-pipeline/pipeline-schemas.ts";
import { products } from "../../app/features/shop/index.server.ts";
import { z } from "../../app/lib/zod.ts";
import { hostileValue, jsonBodyFor } from "../../tests/support/fuzz-arbitraries.ts";
import {
  brokenJson,
  clientAddress,
  encodeBody,
  pathParam,
  queryString,
  wireForm,
  type FuzzRequest,
  type Identity,
} from "../../tests/support/fuzz-requests.ts";
import { insertLead } from "../../tests/support/leads.ts";
import { insertTestProduct, placeTestOrder } from "../../tests/support/orders.ts";
import { seedProject } from "../../tests/support/projects.ts";
import { pagesWithActions } from "../../tests/support/page-actions.ts";
import { startPageServer, type PageServer } from "../../tests/support/page-server.ts";
import { signedInCookie } from "../../tests/support/sessions.ts";
import { createTestUser } from "../../tests/support/users.ts";
import { apiRoutes } from "./api-routes.ts";

/**
 * Every API route and every page action, sent generated requests (schema-shaped bodies with
 * hostile values mixed in, broken JSON, broken encodings, junk ids and queries) as anonymous,
 * a client and an admin: none may answer 5xx or show a stack trace.
 */

const REQUESTS_PER_API_ROUTE = 24;
const REQUESTS_PER_PAGE_ACTION = 40;
/**
 * Sending stops here whatever is left, so the test stays within its time on a slow machine; the requests go round the
 * routes, so whatever was sent by then covers every route alike.
 */
const SENDING_BUDGET_MS = 45_000;
/** However slow the machine, each route and page action gets at least this many requests. */
const MIN_REQUESTS_PER_TARGET = 4;
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+/;

const bodySchemas: Record<string, z.ZodType> = {
  "/api/login": loginSchema,
  "/api/register": registerSchema,
  "/api/user/profile": profileSchema,
  "/api/user/change-password": changePasswordSchema,
  "/api/admin/users/:id/role": z.object({ userType: z.enum(["client", "admin"]) }),
  "/api/admin/users/:id/disabled": z.object({ disabled: z.boolean() }),
  "/api/admin/access-code": z.object({ code: z.string() }),
  "/api/solar-form": consultationBodySchema,
  "/api/contact": contactBodySchema,
  "/api/newsletter/subscribe": subscribeSchema,
  "/api/newsletter/unsubscribe": z.object({ token: z.string() }),
  "/api/errors": errorBatchSchema,
  "/api/performance": performanceReportSchema,
  "/api/admin/leads/:id/status": statusChangeSchema,
  "/api/admin/leads/:id/notes": noteSchema,
  "/api/admin/leads/:id/assignee": assigneeSchema,
  "/api/admin/leads/:id/tasks": taskSchema,
  "/api/projects/:projectId/messages": messageSchema,
  "/api/admin/projects": createProjectSchema,
  "/api/user/project-mail-settings": mailSettingsSchema,
  "/api/admin/project-stages/:id/change": stageChangeSchema,
  "/api/admin/projects/:id/updates": projectUpdateSchema,
  "/api/admin/projects/:id/action-items": actionItemSchema,
  "/api/admin/projects/:id/details": projectDetailsSchema,
  "/api/admin/leads/:id/project": convertLeadSchema,
  "/api/bookings/create": createBookingSchema,
  "/api/admin/appointments/:id/reschedule": rescheduleSchema,
  "/api/admin/booking-blocks": blockSchema,
  "/api/admin/booking-closed-days": closedDaySchema,
  "/api/admin/booking-closed-days/remove": closedDayDateSchema,
  "/api/admin/leads/:id/spam": spamDecisionSchema,
  "/api/password-reset/request": resetRequestSchema,
  "/api/password-reset/confirm": resetConfirmSchema,
  "/api/orders": orderInputSchema,
  "/api/cart/quote": quoteBodySchema,
  "/api/cart": cartBodySchema,
  "/api/cart/merge": cartBodySchema,
  "/api/admin/orders/:id/status": z.object({ status: z.enum(orderStatuses) }),
  "/api/admin/products": productInputSchema,
  "/api/admin/products/:id/update": productInputSchema,
  "/api/admin/products/:id/stock": stockAdjustmentSchema,
  "/api/admin/products/:id/active": z.object({ active: z.boolean() }),
};

const querySchemas: Record<string, z.ZodObject> = {
  "/api/admin/users": userListQuerySchema,
  "/api/admin/leads": leadListQuerySchema,
  "/api/admin/leads.csv": leadListQuerySchema,
  "/api/admin/subscribers": subscriberListQuerySchema,
  "/api/admin/subscribers.csv": subscriberListQuerySchema,
  "/api/admin/outbox": outboxListQuerySchema,
  "/api/projects": projectListQuerySchema,
  "/api/bookings/available-slots": availableSlotsQuerySchema,
  "/api/admin/appointments": appointmentListQuerySchema,
  "/api/admin/appointments.csv": appointmentListQuerySchema,
  "/api/products": productListQuerySchema,
  "/api/admin/orders": orderListQuerySchema,
  "/api/admin/orders.csv": orderListQuerySchema,
  "/api/admin/products": stockListQuerySchema,
  "/api/admin/products.csv": stockListQuerySchema,
  "/api/admin/inventory-adjustments": adjustmentListQuerySchema,
  "/api/admin/inventory-adjustments.csv": adjustmentListQuerySchema,
};

const formKeys = [
  "intent",
  "status",
  "lostReason",
  "body",
  "assigneeId",
  "title",
  "dueAt",
  "taskId",
  "mailId",
  "token",
  "username",
  "password",
  "confirmPassword",
  "newPassword",
  "email",
  "emailOrUsername",
  "firstName",
  "lastName",
  "stageId",
  "state",
  "plannedOn",
  "completedOn",
  "waitingOn",
  "tellClient",
  "kind",
  "dueOn",
  "actionItemId",
  "clientEmail",
  "type",
  "siteAddress",
  "appointmentId",
  "blockId",
  "start",
  "date",
  "from",
  "to",
  "reason",
];
const intents = [
  "status",
  "note",
  "assignee",
  "task",
  "complete-task",
  "retry",
  "resend",
  "login",
  "register",
  "message",
  "confirm",
  "stage",
  "update",
  "action-item",
  "resend-invitation",
  "create-project",
  "convert",
  "done",
  "no-show",
  "cancel",
  "reschedule",
  "add-block",
  "remove-block",
  "add-closed-day",
  "remove-closed-day",
  "regenerate-feed",
  "bogus",
];

/** A new form is fuzzed without being listed here. */
const pageActionPaths = pagesWithActions();

let pageServer: PageServer;
const userIds: Partial<Record<Identity, string>> = {};
/** Ids of records that exist (a lead, a client's project with its document, stage and action item, a product, an order), so handlers get past their 404. */
let realIds: string[];

beforeAll(async () => {
  pageServer = await startPageServer({
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT_PER_HOUR: "100000",
    BOOKING_RATE_LIMIT_PER_HOUR: "100000",
    ORDER_RATE_LIMIT_PER_HOUR: "100000",
    REGISTRATIONS_PER_IP_PER_HOUR: "100000",
    // So that Stripe's webhook is fuzzed through its signature check, not refused as unconfigured.
    STRIPE_SECRET_KEY: "sk_test_fuzz",
    STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
  });
  const { testApp } = pageServer;
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { userType: "client", emailVerified: true });
  userIds.admin = admin.id;
  userIds.client = client.id;
  const project = await seedProject(testApp, admin, client);
  const sku = await insertTestProduct(testApp.services.db, 1_000_000);
  const [product] = await testApp.services.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.sku, sku));
  realIds = [
    (await insertLead(testApp.services.db)).id,
    project.projectId,
    project.documentId,
    project.actionItemId,
    project.stageId,
    String(product!.id),
    product!.slug,
    (await placeTestOrder(testApp)).orderNumber,
  ];
}, 120_000);

afterAll(() => pageServer?.close());

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

function jsonRequest(method: string, path: string, schema: z.ZodType | undefined): fc.Arbitrary<FuzzRequest> {
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

function queryRequest(path: string, schema: z.ZodObject | undefined): fc.Arbitrary<FuzzRequest> {
  const keys = schema ? Object.keys(schema.shape) : ["q"];
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

function pageActionRequest(path: string): fc.Arbitrary<FuzzRequest> {
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...intents, "lost", "won", "2025-03-04T14:30", ...realIds),
    hostileValue.map((item) => (typeof item === "string" ? item : JSON.stringify(item))),
  );
  const form = fc
    .array(fc.tuple(fc.constantFrom(...formKeys), value), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const contentType = fc.constantFrom(
    "application/x-www-form-urlencoded",
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
    .record({
      path: withParams(path),
      data: fc.boolean(),
      identity,
      body,
      contentType,
      wire: wireForm,
      address: clientAddress,
    })
    .map(({ path: filled, data, identity: who, body: text, contentType: type, wire, address }) => {
      const { body: bytes, encoding } = encodeBody(Buffer.from(text), wire);
      const headers: Record<string, string> = { "Content-Type": type, "X-Forwarded-For": address };
      if (encoding) headers["Content-Encoding"] = encoding;
      // React Router's own form submissions post to the ".data" URL; a form without JavaScript posts to the page.
      return { method: "POST", path: data ? `${filled}.data` : filled, identity: who, headers, body: bytes };
    });
}

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const userId = request.identity === "anonymous" ? undefined : userIds[request.identity];
  // A fresh session each time: a fuzzed sign-out or password change must not end the next request's.
  const cookie = userId ? await signedInCookie(pageServer.testApp, userId) : undefined;
  const res = await fetch(`${pageServer.baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...(cookie ? { Cookie: cookie } : {}) },
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: "manual",
  });
  return { status: res.status, text: await res.text().catch((error: Error) => `(body unreadable: ${error.message})`) };
}

it("answers every fuzzed API and page-action request with 2xx-4xx and no stack trace", async () => {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const targets: { name: string; requests: FuzzRequest[] }[] = [];
  for (const route of apiRoutes) {
    const arbitrary =
      route.method === "get"
        ? queryRequest(route.path, querySchemas[route.path])
        : jsonRequest(route.method, route.path, bodySchemas[route.path]);
    targets.push({
      name: `${route.method} ${route.path}`,
      requests: fc.sample(arbitrary, { numRuns: REQUESTS_PER_API_ROUTE, seed }),
    });
  }
  expect(pageActionPaths).toEqual(expect.arrayContaining(["/auth", "/admin-crm/leads/:id", "/newsletter/unsubscribe"]));
  for (const path of pageActionPaths) {
    targets.push({
      name: `action ${path}`,
      requests: fc.sample(pageActionRequest(path), { numRuns: REQUESTS_PER_PAGE_ACTION, seed }),
    });
  }
  // Round the targets: the first request of each, then the second of each, and so on.
  const rounds = Math.max(...targets.map((target) => target.requests.length));
  const requests = Array.from({ length: rounds }, (_, round) =>
    targets.flatMap((target) => (target.requests[round] ? [{ target: target.name, ...target.requests[round] }] : [])),
  ).flat();

  const started = Date.now();
  const failures: string[] = [];
  let sent = 0;
  let serverErrors = 0;
  const sentPerTarget = new Map(targets.map((target) => [target.name, 0]));
  for (const [index, request] of requests.entries()) {
    const minimumSent = index >= targets.length * MIN_REQUESTS_PER_TARGET;
    if (minimumSent && Date.now() - started > SENDING_BUDGET_MS) break;
    const { status, text } = await send(request);
    sent += 1;
    sentPerTarget.set(request.target, sentPerTarget.get(request.target)! + 1);
    if (status >= 500) serverErrors += 1;
    if (status >= 500 || STACK_TRACE.test(text)) {
      failures.push(
        `${status} ${request.identity} ${request.method} ${request.path} ${JSON.stringify(request.headers)}`,
      );
    }
  }
  console.log(`fuzz: ${sent} requests, ${serverErrors} answered 5xx (seed ${seed}, ${Date.now() - started} ms)`);
  expect(failures.slice(0, 20)).toEqual([]);
  const underSent = [...sentPerTarget].filter(([, count]) => count < MIN_REQUESTS_PER_TARGET);
  expect(underSent).toEqual([]);
}, 120_000);
