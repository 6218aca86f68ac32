import ICAL from "ical.js";
import nodeIcal, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { appointmentInvite, appointmentsFeed, type InviteMethod } from "./calendar-invite.server.ts";

const organizer = { name: "Shasta Sun Solar", email: "no-reply@shastasun.example" };
const CONTROLS = ["\r", "\u000b", "\u000c", "\u001b", "\u0085", "\u2028"];

type InviteAppointment = Parameters<typeof appointmentInvite>[0];

function appointment(overrides: Partial<InviteAppointment> = {}): InviteAppointment {
  return {
    id: "0b9f2c1e-5d6a-4b1f-9a43-2f3c1d7e8a90",
    reference: "AP-7KQ2MX",
    type: "residential-consultation",
    startsAt: new Date("2026-12-01T17:00:00Z"),
    endsAt: new Date("2026-12-01T18:00:00Z"),
    sequence: 0,
    customerName: "Dana Reyes",
    email: "dana@example.com",
    phone: "530-555-0100",
    address: "22 Lake Blvd, Redding, CA",
    notes: null,
    ...overrides,
  };
}

/** The line-level rules: CRLF endings, no line over 75 octets, no control character, folds between characters. */
function expectWellFormedLines(file: string) {
  expect(file.endsWith("\r\n")).toBe(true);
  const lines = file.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // eslint-disable-next-line no-control-regex
    expect(line, JSON.stringify(line)).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/);
    expect(line, "a fold inside a UTF-8 sequence").not.toContain("\uFFFD");
  }
  // The octets of the file, unfolded, decode without a replacement character: no sequence was split.
  const unfolded = Buffer.from(file, "utf8").toString("utf8").replace(/\r\n /g, "");
  expect(unfolded).not.toContain("\uFFFD");
  return unfolded.split("\r\n");
}

function icalJsEvent(file: string) {
  return new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!;
}

function nodeIcalEvent(file: string) {
  return Object.values(nodeIcal.sync.parseICS(file)).find((entry) => entry?.type === "VEVENT") as VEvent;
}

describe("the calendar files", () => {
  it.each<InviteMethod>(["REQUEST", "CANCEL"])(
    "%s names an attendee whose name has quotes by that name and their own address, in both parsers",
    (method) => {
      const file = appointmentInvite(appointment({ customerName: 'Eve "Q" x^y' }), method, organizer);
      expectWellFormedLines(file);

      const attendee = icalJsEvent(file).getFirstProperty("attendee")!;
      expect(attendee.getFirstValue()).toBe("mailto:dana@example.com");
      expect(attendee.getParameter("cn")).toBe('Eve "Q" x^y');

      const parsed = nodeIcalEvent(file).attendee as unknown as { params: { CN: string }; val: string };
      expect(parsed.val).toBe("mailto:dana@example.com");
      // node-ical keeps the RFC 6868 encoding as written; decoded, it is the name.
      expect(parsed.params.CN.replace(/\^'/g, '"').replace(/\^\^/g, "^")).toBe('Eve "Q" x^y');
      expect(file).toContain(`CN="Eve ^'Q^' x^^y"`);
    },
  );

  it("strips every control character from the texts of the invitation and the feed", () => {
    const dirty = (text: string) => CONTROLS.map((control) => `${control}${text}`).join("");
    const row = appointment({ customerName: dirty("Eve"), address: dirty("Lake"), notes: dirty("gate") });
    const files = [
      appointmentInvite(row, "REQUEST", { ...organizer, name: dirty("Office") }),
      appointmentsFeed([row], { ...organizer, name: dirty("Office") }),
    ];
    for (const file of files) {
      expectWellFormedLines(file);
      const event = icalJsEvent(file);
      expect(event.getFirstPropertyValue("location")).toBe("LakeLakeLakeLakeLakeLake");
      expect(event.getFirstProperty("organizer")!.getParameter("cn")).toBe("OfficeOfficeOfficeOfficeOfficeOffice");
      expect(nodeIcalEvent(file).location).toBe("LakeLakeLakeLakeLakeLake");
    }
    expect(icalJsEvent(files[0]!).getFirstProperty("attendee")!.getParameter("cn")).toBe("EveEveEveEveEveEve");
  });

  it("folds long multi-byte lines at 75 octets without splitting a character, and both parsers read them back", () => {
    const address = `Straße 7, ${"日本語".repeat(20)} ☀️😀, Redding, CA`;
    const customerName = `Zoë ${"Ångström-".repeat(9)}Núñez`;
    const file = appointmentInvite(appointment({ address, customerName }), "REQUEST", organizer);
    const lines = file.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expectWellFormedLines(file);

    const event = icalJsEvent(file);
    expect(event.getFirstPropertyValue("location")).toBe(address);
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe(customerName);
    expect(nodeIcalEvent(file).location).toBe(address);
  });

  it("publishes the feed without attendees, each appointment still saying who is coming", () => {
    const file = appointmentsFeed(
      [appointment(), appointment({ id: "1c0e", reference: "AP-8LR3NY", customerName: "Kim Soto" })],
      organizer,
    );
    const lines = expectWellFormedLines(file);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toEqual([]);

    const events = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("summary"))).toEqual([
      "Residential Solar Consultation: Dana Reyes",
      "Residential Solar Consultation: Kim Soto",
    ]);
    expect(events.every((event) => event.getFirstProperty("attendee") === null)).toBe(true);
    const parsed = Object.values(nodeIcal.sync.parseICS(file)).filter((entry) => entry?.type === "VEVENT");
    expect(parsed).toHaveLength(2);
    expect(parsed.every((event) => !("attendee" in event!))).toBe(true);
  });

  it("publishes an empty feed as a calendar with no events", () => {
    const file = appointmentsFeed([], organizer);
    expect(expectWellFormedLines(file)).toContain("METHOD:PUBLISH");
    expect(new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent")).toEqual([]);
  });
});
