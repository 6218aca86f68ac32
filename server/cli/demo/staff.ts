import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { UserType } from "#server/http/access.ts";
import { hashPassword, insertUser } from "#app/areas/identity/index.server.ts";
import type { DemoStaff } from "./context.ts";

const team: { userType: UserType; people: [string, string][] }[] = [
  {
    userType: "office",
    people: [
      ["Dana", "Whitfield"],
      ["Marcus", "Bell"],
    ],
  },
  {
    userType: "sales",
    people: [
      ["Erin", "Castillo"],
      ["Grant", "Holloway"],
      ["Naomi", "Reyes"],
    ],
  },
  {
    userType: "technician",
    people: [
      ["Luis", "Ortega"],
      ["Beau", "Madsen"],
      ["Tanya", "Kirk"],
      ["Ray", "Okafor"],
    ],
  },
];

/**
 * The demo's staff accounts, made the way accounts are (`insertUser`, with its customer). Each password is random
 * and thrown away, so no one can sign in as them; their addresses are `@example.com`.
 */
export async function addDemoStaff(tx: Database): Promise<DemoStaff> {
  const made: Record<string, DemoStaff["office"]> = {};
  for (const { userType, people } of team) {
    made[userType] = [];
    for (const [firstName, lastName] of people) {
      made[userType].push(
        await insertUser(tx, {
          firstName,
          lastName,
          email: `${firstName}.${lastName}.demo-staff@example.com`.toLowerCase(),
          username: `demo_${firstName}_${lastName}`.toLowerCase(),
          passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
          userType,
          companyName: null,
          phone: null,
        }),
      );
    }
  }
  return { office: made.office!, sales: made.sales!, technicians: made.technician! };
}
