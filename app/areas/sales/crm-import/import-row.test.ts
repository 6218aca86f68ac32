import { describe, expect, it } from "vitest";
import { importDate, importInstant } from "./import-dates.ts";
import { guessColumnMap } from "./import-fields.ts";
import { readRow, UNKNOWN_PROPERTY_TYPE_MESSAGE, UNKNOWN_UTILITY_MESSAGE } from "./import-row.ts";

describe("reading an imported row", () => {
  it("reads a contact's fields, blank ones as not given", () => {
    expect(
      readRow(
        {
          name: " Dana Reyes ",
          email: "Dana@Example.com",
          phone: "(530) 555-0142",
          companyName: "",
          town: "Anderson",
          utility: "PG&E",
          propertyType: "residential",
          tags: "fair 2026; Fair 2026, referral",
        },
        "contacts",
      ),
    ).toEqual({
      ok: true,
      row: {
        name: "Dana Reyes",
        email: "Dana@Example.com",
        phone: "(530) 555-0142",
        town: "Anderson",
        utility: "pge",
        propertyType: "Residential",
        tags: ["fair 2026", "referral"],
      },
    });
  });

  it("names every bad field of a row with its message", () => {
    expect(
      readRow({ email: "dana@", phone: "call me", utility: "Hydro One", propertyType: "Castle" }, "contacts"),
    ).toEqual({
      ok: false,
      errors: [
        { field: "email", message: "Please enter a valid email address (e.g., name@example.com)" },
        { field: "phone", message: "Please enter a valid phone number with at least 10 digits" },
        { field: "utility", message: UNKNOWN_UTILITY_MESSAGE },
        { field: "propertyType", message: UNKNOWN_PROPERTY_TYPE_MESSAGE },
      ],
    });
  });

  it("asks a lead for its name, and reads its deal: dollars to cents, sizes, the close date as written", () => {
    expect(readRow({ email: "lee@example.com" }, "leads")).toEqual({
      ok: false,
      errors: [{ field: "name", message: "Please enter the name" }],
    });
    const lead = readRow(
      {
        name: "Lee",
        email: "lee@example.com",
        amountCents: "$24,500.50",
        systemSizeKw: "7.2",
        batteryKwh: "13.5",
        expectedCloseOn: "12/31/2026 11:30 PM",
      },
      "leads",
    );
    expect(lead).toMatchObject({
      ok: true,
      row: { amountCents: 2_450_050, systemSizeKw: 7.2, batteryKwh: 13.5, expectedCloseOn: "2026-12-31" },
    });
  });

  it("leaves a lead's deal out of a contact import", () => {
    expect(readRow({ email: "lee@example.com", amountCents: "not money" }, "contacts")).toEqual({
      ok: true,
      row: { email: "lee@example.com", tags: [] },
    });
  });

  it("refuses an amount that is no amount and a date that is no date", () => {
    const reading = readRow(
      { name: "Lee", email: "lee@example.com", amountCents: "lots", expectedCloseOn: "2026-02-30" },
      "leads",
    );
    expect(reading.ok ? [] : reading.errors.map((error) => error.field)).toEqual(["amountCents", "expectedCloseOn"]);
  });
});

describe("dates and times in a file", () => {
  it("keeps a date as the date written, whatever time follows", () => {
    expect(importDate("2026-06-01")).toBe("2026-06-01");
    expect(importDate("6/1/2026")).toBe("2026-06-01");
    expect(importDate("2026-06-01 23:59")).toBe("2026-06-01");
    expect(importDate("2026-13-01")).toBeNull();
    expect(importDate("1999-12-31")).toBeNull();
    expect(importDate("June 1st")).toBeNull();
  });

  it("reads a time without a zone on the office's clock, and one with a zone as written", () => {
    expect(importInstant("2026-06-01")).toEqual(new Date("2026-06-01T07:00:00Z"));
    expect(importInstant("1/15/2026 1:30 PM")).toEqual(new Date("2026-01-15T21:30:00Z"));
    // The night the clocks go back, 01:30 happens twice: the first (PDT).
    expect(importInstant("2026-11-01 01:30")).toEqual(new Date("2026-11-01T08:30:00Z"));
    expect(importInstant("2026-11-01T09:30:00Z")).toEqual(new Date("2026-11-01T09:30:00Z"));
    expect(importInstant("2026-11-01T09:30:00+0100")).toEqual(new Date("2026-11-01T08:30:00Z"));
    expect(importInstant("13/13/2026")).toBeNull();
  });
});

describe("guessing the column map from the headings", () => {
  it("maps the usual headings of spreadsheets and other CRMs, each heading once", () => {
    expect(
      guessColumnMap(["First Row", "Full Name", "E-mail Address", "Mobile", "City", "Deal Value", "Email"], "leads"),
    ).toEqual({ name: "Full Name", email: "E-mail Address", phone: "Mobile", town: "City", amountCents: "Deal Value" });
    expect(guessColumnMap(["Email", "Amount"], "contacts")).toEqual({ email: "Email" });
  });
});
