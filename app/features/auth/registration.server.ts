import type { SessionUser } from "../../../server/http/access.ts";
import type { AppServices } from "../../../server/services.ts";
import { queueVerificationMail } from "./email-verification.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import type { RegisterData } from "./register-schema.ts";
import { assertAvailable, insertUser } from "./users.server.ts";

/**
 * Creates a client account (registration never makes an admin), for the API and the /auth page alike. The
 * confirmation mail is queued in the account's transaction: no account without its mail, no mail without an account.
 */
export async function registerClient(
  services: AppServices,
  input: RegisterData,
  clientKey: string,
): Promise<SessionUser> {
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
      companyName: input.companyName,
      phone: input.phone,
    });
    await queueVerificationMail(tx, services, created, created.email, "registration");
    return created;
  });
  services.mailWorker.wake();
  return user;
}
