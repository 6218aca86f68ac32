import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { customerForIntake } from "#app/areas/customers/index.server.ts";
import { leads, type NewLeadRow } from "#app/areas/sales/tables.server.ts";

/**
 * A consultation request written straight to the database, with a unique reference; fields as given. Its customer is
 * matched as at intake (the account's when `userId` is given, else by the address) unless `customerId` is given.
 */
export async function insertLead(db: Database, fields: Partial<NewLeadRow> = {}) {
  const values = {
    reference: `SR-${randomBytes(3).toString("hex").toUpperCase()}`,
    source: "consultation_modal" as const,
    customerName: "Dana Whitfield",
    email: "dana@example.com",
    phone: "(530) 555-0101",
    address: "1 Main St, Redding, CA 96001",
    propertyType: "Residential",
    serviceNeeded: "New Solar Installation",
    ...fields,
  };
  return db.transaction(async (tx) => {
    const customerId =
      values.customerId ??
      (await customerForIntake(
        tx,
        {
          name: values.customerName,
          email: values.email,
          phone: values.phone,
          address: values.address,
          propertyType: values.propertyType,
        },
        values.userId ?? null,
      ));
    const [lead] = await tx
      .insert(leads)
      .values({ ...values, customerId })
      .returning();
    return lead!;
  });
}
