import { sql, type SQL } from "drizzle-orm";

/**
 * SQL expressions over a generate_series column `n` for the bulk seeds: the same n gives the same value in every seed
 * and every run (a hash, not random()), so lead n and customer n agree on name and town.
 */

const firstNames = ["Avery", "Jordan", "Morgan", "Riley", "Casey", "Quinn", "Harper", "Rowan", "Emerson", "Sage"];
const lastNames = ["Alvarez", "Bennett", "Chen", "Delgado", "Erikson", "Fischer", "Garcia", "Hughes", "Ibarra"];
const towns = ["Redding", "Anderson", "Shasta Lake", "Palo Cedro", "Cottonwood", "Red Bluff"];

/** A number in [0, modulo) drawn from n and `salt` (a word naming what it decides). */
export function seedRoll(salt: string, modulo: number): SQL {
  if (!/^\w+$/.test(salt) || !Number.isInteger(modulo)) throw new Error(`Not a seed roll: ${salt} ${modulo}`);
  return sql.raw(`(abs(hashtext(n::text || '${salt}')) % ${modulo})`);
}

/** One of `values`, drawn from n and `salt`. */
export const seedPick = (values: readonly string[], salt: string): SQL =>
  sql`(${JSON.stringify(values)}::jsonb ->> ${seedRoll(salt, values.length)}::int)`;

/** "First Last": the first name cycles with n, the last name with n / 10, so both vary over any run of rows. */
export const seedName = sql`(${JSON.stringify(firstNames)}::jsonb ->> (n % ${sql.raw(String(firstNames.length))})) || ' ' || (${JSON.stringify(lastNames)}::jsonb ->> ((n / ${sql.raw(String(firstNames.length))}) % ${sql.raw(String(lastNames.length))}))`;

/** The service-area town of n's site. */
export const seedTown = seedPick(towns, "town");
