import { and, asc, eq, isNotNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { propertyTypes, type PropertyType } from "#app/content/property-types.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";
import { normalizeEmail, phoneDigits, withAddress } from "./contact-keys.ts";
import { MAX_TAGS, uniqueTags } from "./customer-tags.ts";
import { townOfAddress } from "./service-town.ts";
import { customers } from "./tables.server.ts";

/** What a form, an order or an account says about the person. */
export interface ContactFacts {
  name?: string | null;
  email: string;
  phone?: string | null;
  companyName?: string | null;
  /** One line. */
  address?: string | null;
  /** The lead form's property type, when the record asks it. */
  propertyType?: string | null;
  /** The town and utility when the record names them (an imported row); else the address's service-area town tells. */
  town?: string | null;
  utility?: UtilityId | null;
  /** Staff's tags the record brings (an imported row), added to the customer's. */
  tags?: readonly string[];
}

/**
 * The CRM's fields a record tells: the town and utility it names, else its address's service-area town and that
 * town's utility, and a known property type.
 */
function crmFacts(facts: Omit<ContactFacts, "email">) {
  const town = townOfAddress(facts.town || facts.address);
  const propertyType = propertyTypes.find((type) => type === facts.propertyType) ?? null;
  return {
    town: facts.town || town?.town || null,
    utility: facts.utility ?? town?.utility ?? null,
    propertyType: propertyType as PropertyType | null,
  };
}

/** The condition that no account belongs to the customer whose id is `customerId`. */
export function withoutAccount(customerId: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${users} where ${users.customerId} = ${customerId})`;
}

/**
 * Holds the address until the transaction ends, so two intakes of one new address make one customer and an intake
 * never interleaves with the confirmation that joins that address's customers to an account.
 */
export async function lockAddress(db: Database, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:${normalizeEmail(email)}`}))`);
}

/** The row of a new customer made from what the person gave (an import writes many at once). */
export function newCustomerRow(facts: ContactFacts) {
  return {
    name: facts.name?.trim() || null,
    email: facts.email.trim(),
    emailNormalized: normalizeEmail(facts.email),
    phone: facts.phone || null,
    phoneDigits: phoneDigits(facts.phone),
    companyName: facts.companyName || null,
    addresses: withAddress([], facts.address),
    tags: uniqueTags(facts.tags ?? []).slice(0, MAX_TAGS),
    ...crmFacts(facts),
  } satisfies typeof customers.$inferInsert;
}

/** A new customer made from what the person gave. */
export async function createCustomer(db: Database, facts: ContactFacts): Promise<string> {
  const [created] = await db.insert(customers).values(newCustomerRow(facts)).returning({ id: customers.id });
  return created!.id;
}

/** What learning about a customer reads of them (`learnAbout`), under a lock until the transaction ends. */
const knownColumns = {
  addresses: customers.addresses,
  name: customers.name,
  phone: customers.phone,
  phoneDigits: customers.phoneDigits,
  companyName: customers.companyName,
  town: customers.town,
  utility: customers.utility,
  propertyType: customers.propertyType,
  tags: customers.tags,
};
type KnownCustomer = { [field in keyof typeof knownColumns]: (typeof knownColumns)[field]["_"]["data"] | null } & {
  addresses: string[];
  tags: string[];
};

/**
 * Fills in what the customer lacks (name, phone, company, town and utility, property type) and adds a new address
 * and new tags; it never overwrites, so a record someone else sent under the person's address cannot change what staff read about
 * them, nor what staff set. A record that tells nothing new writes nothing (a returning buyer's every order).
 */
export async function learnAbout(db: Database, customerId: string, facts: Omit<ContactFacts, "email">): Promise<void> {
  const [known] = await db.select(knownColumns).from(customers).where(eq(customers.id, customerId)).for("update");
  if (known) await learnFrom(db, customerId, known, facts);
}

/** `learnAbout` for a customer already read and locked (`known`). */
async function learnFrom(
  db: Database,
  customerId: string,
  known: KnownCustomer,
  facts: Omit<ContactFacts, "email">,
): Promise<void> {
  const told = {
    name: facts.name?.trim() || null,
    phone: facts.phone || null,
    phoneDigits: phoneDigits(facts.phone),
    companyName: facts.companyName || null,
    ...crmFacts(facts),
  };
  const gaps = Object.fromEntries(
    Object.entries(told).filter(([field, value]) => value !== null && known[field as keyof typeof told] === null),
  ) as Partial<typeof told>;
  const addresses = withAddress(known.addresses, facts.address);
  // The customer's tags first; past the limit the record's last ones are left out.
  const tags = uniqueTags([...known.tags, ...(facts.tags ?? [])]).slice(0, MAX_TAGS);
  const unchanged = addresses.length === known.addresses.length && tags.length === known.tags.length;
  if (Object.keys(gaps).length === 0 && unchanged) return;
  await db
    .update(customers)
    .set({ ...gaps, addresses, tags, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

/**
 * The customer of an account. Every account made by `insertUser` has one; an account written by other means (a
 * benchmark's seed) gets one here, made from the account's own facts.
 */
export async function customerOfAccount(db: Database, userId: string): Promise<string> {
  const [account] = await db
    .select({
      customerId: users.customerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      companyName: users.companyName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!account) throw new Error(`No account ${userId}`);
  if (account.customerId) return account.customerId;
  const customerId = await createCustomer(db, {
    ...account,
    name: `${account.firstName} ${account.lastName}`,
  });
  await db.update(users).set({ customerId }).where(eq(users.id, userId));
  return customerId;
}

/**
 * The customer a new record (lead, appointment, order, subscription) belongs to; call it in the record's transaction.
 * Signed in, it is the account's customer, whatever address the form names. Anonymous, the address decides, and it
 * may reach an account's customer only when the account has confirmed that address: an unconfirmed address may be
 * anybody's. Otherwise it joins the oldest customer of that address that has no account, or makes one. An anonymous
 * record changes nothing on an account's customer (the account holds the person's facts).
 */
export async function customerForIntake(db: Database, facts: ContactFacts, accountId: string | null): Promise<string> {
  if (accountId) {
    const customerId = await customerOfAccount(db, accountId);
    await learnAbout(db, customerId, facts);
    return customerId;
  }
  const email = normalizeEmail(facts.email);
  await lockAddress(db, email);
  const confirmedAccount = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNotNull(users.emailVerifiedAt)))
    .limit(1);
  // A guest staff merged into another customer stands for that one, unless it is an account's (decision 0140).
  const standsFor = sql<string>`coalesce(${customers.mergedIntoId}, ${customers.id})`;
  const oldestGuest = db
    .select({ id: standsFor })
    .from(customers)
    .where(and(eq(customers.emailNormalized, email), withoutAccount(standsFor)))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1);
  // The guest is read and locked for `learnFrom` in the same statement, and only when no confirmed account takes the
  // record: the lookup and `learnAbout`'s locked read are one round trip (decisions 0149, 0210). Taken after the
  // address's lock, so it sees what an intake of the same address committed before.
  const lockedGuest = db.$with("locked_guest").as(
    db
      .select({ id: customers.id, ...knownColumns })
      .from(customers)
      .where(sql`${customers.id} = (${oldestGuest}) and not exists (${confirmedAccount})`)
      .for("update"),
  );
  const [found] = await db
    .with(lockedGuest)
    .select({
      account: sql<string | null>`(${confirmedAccount})`,
      guest: {
        id: lockedGuest.id,
        addresses: lockedGuest.addresses,
        name: lockedGuest.name,
        phone: lockedGuest.phone,
        phoneDigits: lockedGuest.phoneDigits,
        companyName: lockedGuest.companyName,
        town: lockedGuest.town,
        utility: lockedGuest.utility,
        propertyType: lockedGuest.propertyType,
        tags: lockedGuest.tags,
      },
    })
    .from(sql`(values (true)) as intake(asked)`)
    .leftJoin(lockedGuest, sql`true`)
    // Named, so PostgreSQL parses it once per connection and plans it generically after a few uses (decision 0210).
    .prepare("customer_for_intake")
    .execute();
  const { account, guest } = found!;
  if (account) return customerOfAccount(db, account);
  if (!guest) return createCustomer(db, facts);
  await learnFrom(db, guest.id, guest, facts);
  return guest.id;
}

/**
 * The customer of a record when an account is about to be made for its address (staff converting a won lead):
 * only a customer of that very address that has no account yet, else undefined (the account gets a new one).
 */
export async function unclaimedCustomer(
  db: Database,
  customerId: string | null,
  email: string,
): Promise<string | undefined> {
  if (!customerId) return undefined;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.emailNormalized, normalizeEmail(email)),
        withoutAccount(customers.id),
      ),
    );
  return customer?.id;
}

/** An account's holder changed their name, phone or company: their customer says the same. */
export async function followAccount(
  db: Database,
  userId: string,
  facts: { name: string; phone?: string | null; companyName?: string | null },
): Promise<void> {
  const customerId = await customerOfAccount(db, userId);
  await db
    .update(customers)
    .set({
      name: facts.name,
      ...(facts.phone === undefined ? {} : { phone: facts.phone, phoneDigits: phoneDigits(facts.phone) }),
      ...(facts.companyName === undefined ? {} : { companyName: facts.companyName }),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
}
