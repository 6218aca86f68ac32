import { describe, expect, it } from "vitest";
import { registerSchema } from "#app/areas/identity/auth/register-schema.ts";
import { orderInputSchema } from "#app/areas/commerce/orders/order-schema.ts";
import { z } from "#app/lib/zod.ts";
import { validValue } from "./valid-value.ts";

describe("validValue", () => {
  it("meets a string's format, length and pattern", () => {
    expect(validValue(z.email())).toBe("fuzz.valid@example.com");
    expect(validValue(z.uuid())).toBe("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f");
    expect(validValue(z.iso.datetime({ offset: true }))).toBe("2026-12-15T17:00:00.000Z");
    expect(validValue(z.string().min(20))).toBe("Valid fuzz textxxxxx");
    expect(validValue(z.string().max(4))).toBe("Vali");
    expect(validValue(z.string().regex(/^\d{5}$/))).toBe("96001");
    expect(validValue(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))).toBe("2026-12-15");
  });

  it("keeps a number within its range and an integer whole", () => {
    expect(validValue(z.number().min(3).max(4))).toBe(3);
    expect(validValue(z.int().gt(100))).toBe(101);
    expect(validValue(z.number().lte(-7))).toBe(-7);
  });

  it("walks enums, literals, booleans, optionals, nullables, defaults, unions and pipes", () => {
    expect(validValue(z.enum(["ship", "pickup"]))).toBe("ship");
    expect(validValue(z.literal("yes"))).toBe("yes");
    expect(validValue(z.boolean())).toBe(true);
    expect(validValue(z.email().optional())).toBe("fuzz.valid@example.com");
    expect(validValue(z.number().nullable())).toBe(1);
    expect(validValue(z.enum(["a", "b"]).default("b"))).toBe("a");
    expect(validValue(z.union([z.literal(""), z.number().min(7)]))).toBe("");
    expect(validValue(z.string().trim().pipe(z.email()))).toBe("fuzz.valid@example.com");
  });

  it("fills an object's fields and an array up to its minimum", () => {
    const schema = z.object({
      items: z.array(z.object({ sku: z.string().min(1), quantity: z.int().min(1).max(99) })).min(2),
      note: z.string().max(10).optional(),
    });
    expect(validValue(schema)).toEqual({
      items: [
        { sku: "Valid fuzz text", quantity: 1 },
        { sku: "Valid fuzz text", quantity: 1 },
      ],
      note: "Valid fuzz",
    });
  });

  it("meets every field rule of the real schemas, leaving only the cross-field rules for the caller", () => {
    const registration = validValue(registerSchema) as Record<string, unknown>;
    expect(registerSchema.safeParse({ ...registration, confirmPassword: registration.password }).success).toBe(true);
    const order = orderInputSchema.safeParse(validValue(orderInputSchema));
    expect(order.error?.issues.map((issue) => issue.path.join("."))).toEqual(["delivery.address", "billingAddress"]);
  });
});
