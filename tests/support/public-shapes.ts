import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import request from "supertest";
import { products } from "#app/areas/commerce/index.server.ts";
import { bookableWeekday } from "./booking-dates.ts";
import type { TestApp } from "./test-app.ts";

/**
 * What a visitor may store through the site's public endpoints, written out by hand: every optional field filled,
 * every accepted variant, the longest accepted values, and text a spreadsheet or a naive renderer trips on.
 */

/** Quotes, separators with formula triggers after them, line breaks, tabs, markup and accents: all accepted text. */
const HOSTILE = `Zoë "O'Brien" ;=cmd|' /C calc'!A0,+1\t-2\n@SUM(A1)\r\n=HYPERLINK("http://evil.example") <b>x</b> \\`;

/** The same for a one-line field (a name, an address line), which refuses tabs and line breaks (issue 23 §7). */
const ONE_LINE_HOSTILE = HOSTILE.replace(/[\t\r\n]/g, " ");

/** `text` repeated to exactly `length` characters (none outside the BMP, so a cut never splits a pair). */
const filled = (length: number, text = ONE_LINE_HOSTILE) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** Longest values of SPEC §5's kinds of text (field-rules.ts), written out. */
const longest = {
  name: `=${filled(119)}`,
  personName: `-${filled(99, "Zoë Núñez-O'Brien ")}`.trimEnd().padEnd(100, "x"),
  phone: "+1 (530) 555-0199 ----------------------",
  address: `@${filled(299)}`,
  shortText: `+${filled(119)}`,
  longText: `=${filled(4999, HOSTILE)}`,
  companyName: `;=${filled(198)}`,
} as const;

/** A 254-character address: the longest local part (64) and labels of at most 63. */
const longestEmail = (tag: string) =>
  `${tag}${"a".repeat(64 - tag.length)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;

/** A calculator's snapshot at every limit: 40 inputs of 200 characters, 12 headline figures, a 2000-character address. */
const largestSnapshot = (calculator: "roi-calculator" | "savings-calculator") => {
  const path = `/resources/${calculator}?`;
  return {
    calculator,
    url: `${path}${"bill=-1&".repeat(300)}`.slice(0, 2000),
    inputs: Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [
        `input${"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN"[index]}`,
        filled(200),
      ]),
    ),
    headline: Array.from({ length: 12 }, (_, index) => ({
      label: `=${filled(77)}${String(index).padStart(2, "0")}`,
      value: `-${filled(119)}`,
    })),
  };
};

const consultation = {
  customerName: longest.name,
  email: longestEmail("consult"),
  phone: longest.phone,
  address: longest.address,
  propertyType: "Residential",
  serviceNeeded: "New Solar Installation",
  currentElectricBill: "-250",
  roofType: longest.shortText,
  roofAge: longest.shortText,
  systemSizePreference: longest.shortText,
  additionalNotes: longest.longText,
  shadingIssues: "Yes",
  timeline: "ASAP",
  subscribeToNewsletter: true,
  website: "",
  pageUrl: `https://solar.example/?q=${filled(1990, "=a;b,")}`.slice(0, 2000),
};

const agricultural = {
  propertyType: "Agricultural",
  landSizeAcres: 1_000_000,
  primaryCrop: longest.shortText,
  irrigationSystem: "Other",
  numberOfBarns: 10_000,
  livestockOperations: "Other",
  agriculturalEnergyUsage: longest.shortText,
};

const marina = {
  propertyType: "Marina",
  numberOfBoatSlips: 100_000,
  dockLength: 100_000,
  hasFuelStation: "Yes",
  storageType: "Both",
  hasWaterPumping: "Yes",
  marinaEnergyUsage: longest.shortText,
};

const recently = () => new Date(Date.now() - 60_000).toISOString();
const longestUserAgent = `Mozilla/5.0 ${filled(1012)}`;

/** Every shape of POST /api/errors' records: each type, a bare path and an address, the longest values. */
const errorReports = () => ({
  errors: [
    { type: "js_error", message: "Bare path", timestamp: recently(), userAgent: "Test", url: "/" },
    {
      type: "promise_rejection",
      message: `=${filled(2047, HOSTILE)}`,
      stack: filled(20_000, HOSTILE),
      timestamp: Date.now() - 1000,
      userAgent: longestUserAgent,
      url: `https://solar.example/portfolio/x?token=${filled(2000, "=t;")}`.slice(0, 2048),
    },
    {
      type: "network_error",
      message: "Path with query",
      stack: null,
      timestamp: recently(),
      userAgent: "Test",
      url: "/resources/book-appointment/manage/secret-token?x=1#y",
    },
  ],
});

/** A visitor's address for an order or a bill: every part, the longest. */
const postalAddress = {
  line1: longest.address,
  line2: `-${filled(299)}`,
  city: longest.shortText,
  state: "ca",
  postalCode: "96001",
};

export interface StoredShapes {
  /** The references of every lead the forms made (an order or a booking makes or joins one of its own). */
  leadReferences: string[];
  orderNumbers: string[];
  /** Each appointment's reference and its day. */
  appointments: { reference: string; date: string }[];
}

type Post = (path: string, body: object) => Promise<request.Response>;

/** One call per public POST endpoint variant; every one must be accepted. */
export const publicShapes: Record<string, (post: Post, testApp: TestApp) => Promise<Partial<StoredShapes>>> = {
  "/api/solar-form": async (post) => {
    const startedAt = Date.now() - 60_000;
    const bodies = [
      { ...consultation, source: "consultation_modal", startedAt },
      { ...consultation, ...agricultural, source: "service_request_form", startedAt },
      { ...consultation, ...marina, serviceNeeded: "Solar Repair", startedAt },
      { ...consultation, calculatorSnapshot: largestSnapshot("roi-calculator"), startedAt },
      { ...consultation, calculatorSnapshot: largestSnapshot("savings-calculator"), serviceNeeded: "Consultation" },
      // Spam on arrival (the honeypot) and too fast: still stored, and shown to staff.
      { ...consultation, serviceNeeded: "System Maintenance", website: "http://spam.example", startedAt: Date.now() },
    ];
    const references: string[] = [];
    for (const body of bodies) references.push((await accepted(post("/api/solar-form", body))).reference as string);
    return { leadReferences: references };
  },
  "/api/contact": async (post) => {
    const bodies = [
      { name: longest.name, email: "-cmd@example.com", phone: longest.phone, message: longest.longText },
      { name: "Sam Carter", email: longestEmail("contact"), message: HOSTILE, startedAt: Date.now() - 60_000 },
    ];
    const references: string[] = [];
    for (const body of bodies) references.push((await accepted(post("/api/contact", body))).reference as string);
    return { leadReferences: references };
  },
  "/api/newsletter/subscribe": async (post) => {
    await accepted(post("/api/newsletter/subscribe", { email: longestEmail("news"), name: longest.name }));
    await accepted(post("/api/newsletter/subscribe", { email: "+sub@example.com", source: "solar_consultation_form" }));
    return {};
  },
  "/api/register": async (post) => {
    await accepted(
      post("/api/register", {
        firstName: longest.personName,
        lastName: `@${longest.personName.slice(1)}`,
        email: longestEmail("register"),
        username: "a".repeat(30),
        password: "Sunshine2024",
        confirmPassword: "Sunshine2024",
        companyName: longest.companyName,
        phone: longest.phone,
      }),
    );
    return {};
  },
  "/api/password-reset/request": async (post) => {
    await accepted(post("/api/password-reset/request", { emailOrUsername: "a".repeat(30) }));
    return {};
  },
  "/api/errors": async (post) => {
    await accepted(post("/api/errors", errorReports()));
    return {};
  },
  "/api/performance": async (post) => {
    const metrics = {
      pageLoadTime: 3_600_000,
      timeToInteractive: 0,
      firstContentfulPaint: 900.5,
      largestContentfulPaint: 6000,
      firstInputDelay: 12,
      interactionToNextPaint: 200,
      cumulativeLayoutShift: 100,
      timeToFirstByte: 80,
    };
    await accepted(
      post("/api/performance", {
        metrics,
        componentMetrics: Array.from({ length: 50 }, (_, index) => ({
          name: `=${filled(97)}${String(index).padStart(2, "0")}`,
          duration: 1,
        })),
        timestamp: recently(),
        url: "/",
        userAgent: longestUserAgent,
      }),
    );
    await accepted(
      post("/api/performance", {
        metrics,
        componentMetrics: [{ componentName: "Header", renderTime: 3 }],
        timestamp: Date.now(),
        url: "https://solar.example/shop/order/confirmation/SO-1?x=1",
        userAgent: "Test",
      }),
    );
    await accepted(
      post("/api/performance", {
        metrics,
        componentMetrics: { Footer: 2 },
        timestamp: recently(),
        url: "/x",
        userAgent: "",
      }),
    );
    return {};
  },
  "/api/orders": async (post, testApp) => {
    const stocked = await testApp.services.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.active, true), gt(products.stock, 5)))
      .orderBy(desc(products.stock))
      .limit(1);
    const items = stocked.map(({ sku }) => ({ sku, quantity: 1 }));
    const contact = { name: longest.name, email: longestEmail("order"), phone: longest.phone };
    const bodies = [
      { items, contact, delivery: { method: "ship", address: postalAddress }, billingAddress: postalAddress },
      { items, contact, delivery: { method: "install", address: postalAddress }, billingAddress: null },
      { items, contact, delivery: { method: "pickup", address: null }, billingAddress: postalAddress },
    ];
    const orderNumbers: string[] = [];
    for (const body of bodies) {
      orderNumbers.push(
        (await accepted(post("/api/orders", { ...body, paymentMethod: "invoice" }))).orderNumber as string,
      );
    }
    return { orderNumbers };
  },
  "/api/bookings/create": async (post, testApp) => {
    const appointments: StoredShapes["appointments"] = [];
    const bookings = [
      { type: "residential-consultation", address: longest.address, notes: longest.longText },
      { type: "battery-consultation", address: null, notes: null },
    ];
    for (const [index, booking] of bookings.entries()) {
      const date = bookableWeekday(index);
      const { body: day } = await request(testApp.app)
        .get("/api/bookings/available-slots")
        .query({ date, type: booking.type });
      const res = await accepted(
        post("/api/bookings/create", {
          ...booking,
          start: day.slots[0].start,
          name: longest.name,
          email: longestEmail(`book${index}`),
          phone: longest.phone,
        }),
      );
      appointments.push({ reference: res.reference as string, date });
    }
    return { appointments };
  },
};

/**
 * The public POST endpoints that store nothing a staff page shows: signing in and out (the footer's access code
 * too), a reset or unsubscribe that needs a secret from a mail, Stripe's signed webhook, a cart's price quote, and a
 * visitor's question to the assistant (a visitor's conversation is not kept).
 */
export const publicEndpointsStoringNothingShown = [
  "/api/admin/access-code",
  "/api/login",
  "/api/login/two-factor",
  "/api/logout",
  "/api/password-reset/confirm",
  "/api/newsletter/unsubscribe",
  "/api/stripe/webhook",
  "/api/cart/quote",
  "/api/chat",
  // A plan visit booked from its mail's link: a start the page offered, nothing the client typed.
  "/api/plan-visit/:token/book",
];

async function accepted(res: Promise<request.Response>): Promise<Record<string, unknown>> {
  const { status, body } = await res;
  if (status >= 300)
    throw new Error(`a shape the endpoint should accept was refused: ${status} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

/** Sends every shape above as an anonymous visitor, each from an address of its own so no rate limit is reached. */
export async function storeEveryPublicShape(testApp: TestApp): Promise<StoredShapes> {
  let visitor = 0;
  const post: Post = async (path, body) =>
    request(testApp.app)
      .post(path)
      .set("X-Forwarded-For", `203.0.113.${++visitor}`)
      .set("Idempotency-Key", randomUUID())
      .send(body);
  const stored: StoredShapes = { leadReferences: [], orderNumbers: [], appointments: [] };
  for (const store of Object.values(publicShapes)) {
    const { leadReferences = [], orderNumbers = [], appointments = [] } = await store(post, testApp);
    stored.leadReferences.push(...leadReferences);
    stored.orderNumbers.push(...orderNumbers);
    stored.appointments.push(...appointments);
  }
  return stored;
}
