import { describe, expect, it } from "vitest";
import { contactPrefill } from "./use-signed-in-contact.ts";

describe("contactPrefill", () => {
  it("takes a signed-in visitor's full name, e-mail and phone", () => {
    const user = {
      id: "0d6f1a5e-7a51-4c61-9a59-2f0f6ad7c111",
      username: "maria",
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria@example.com",
      userType: "client" as const,
      companyName: null,
      phone: "530-555-0199",
    };
    expect(contactPrefill(user)).toEqual({ name: "Maria Lopez", email: "maria@example.com", phone: "530-555-0199" });
    expect(contactPrefill({ ...user, phone: null })?.phone).toBe("");
    expect(contactPrefill(null)).toBeUndefined();
  });
});
