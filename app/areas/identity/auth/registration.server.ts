import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { queueVerificationMail } from "./email-verification.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import type { RegisterData } from "./register-schema.ts";
import { assertAvailable, findRegisteredWithKey, insertUser } from "./users.server.ts";

/**
 * A registration sent again with the same Idempotency-Key (a double click, a retry after a lost answer) gets the
 * account the first one made, as a sign-in would: only with the same username, address and password, so a key alone
 * opens nothing. Anything else with that key is a 409.
 */
async function registeredBefore(services: AppServices, input: RegisterData, idempotencyKey: string) {
  const earlier = await findRegisteredWithKey(services.db, idempotencyKey);
  if (!earlier || earlier.disabled) return null;
  const same =
    earlier.user.username.toLowerCase() === input.username.toLowerCase() &&
    earlier.user.email.toLowerCase() === input.email.toLowerCase() &&
    (await verifyPassword(earlier.passwordHash, input.password));
  return same ? earlier.user : null;
}

/**
 * Creates a client account (registration never makes an admin), for the API and the /auth page alike. The
 * confirmation mail is queued in the account's transaction: no account without its mail, no mail without an account.
 */
export async function registerClient(
  services: AppServices,
  input: RegisterData,
  clientKey: string,
  idempotencyKey?: string,
): Promise<SessionUser> {
  // A retry is answered before the limit is counted: at the limit it still signs in to the account it made.
  if (idempotencyKey) {
    const user = await registeredBefore(services, input, idempotencyKey);
    if (user) return user;
  }
  await authRateLimits(services).registerByIp.consume(clientKey);
  const { db } = services;
  await assertAvailable(db, input);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      username: input.username,
      passwordHash,
      userType: "client",
      companyName: input.companyName ?? null,
      phone: input.phone ?? null,
      idempotencyKey,
    });
    await queueVerificationMail(tx, services, created, created.email, "registration");
    return created;
  });
  services.mailWorker.wake();
  return user;
}
