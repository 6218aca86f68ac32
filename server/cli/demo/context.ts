import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import type { RolePolicy } from "#app/lib/permissions.ts";
import type { DemoSpan } from "./clock.ts";
import { demoPerson, type DemoPerson } from "./people.ts";
import type { Random } from "./random.ts";

/** The demo's staff: who works its records (accounts nobody can sign in to, decision 0206). */
export interface DemoStaff {
  office: SessionUser[];
  sales: SessionUser[];
  technicians: SessionUser[];
}

/**
 * What every kind of demo record is written with: the services as the app has them but on the seed's transaction
 * (each service's own transaction becomes a savepoint of it), the seeded randomness, the span and the staff.
 */
export interface DemoContext {
  services: AppServices;
  tx: Database;
  random: Random;
  span: DemoSpan;
  staff: DemoStaff;
  policy: RolePolicy;
  /** How many records of each kind: the default volume times `--scale`. */
  count(base: number): number;
  /** A new person; now and then (`returning`) one met before, who comes back for something else. */
  person(returning?: number): DemoPerson;
}

export function demoContext(fields: Omit<DemoContext, "count" | "person">, scale: number): DemoContext {
  const people: DemoPerson[] = [];
  return {
    ...fields,
    count: (base) => Math.max(1, Math.round(base * scale)),
    person(returning = 0) {
      if (people.length > 0 && fields.random.chance(returning)) return fields.random.pick(people);
      const person = demoPerson(fields.random, people.length + 1);
      people.push(person);
      return person;
    },
  };
}
