import type { SessionUser } from "../../../server/http/access.ts";
import type { AppServices } from "../../../server/services.ts";
import { hashPassword } from "./passwords.server.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import type { RegisterData } from "./register-schema.ts";
import { assertAvailable, insertUser } from "./users.server.ts";

/** Creates a client account (registration never makes an admin), for the API and the /auth page alike. */
export async function registerClient(
  services: AppServices,
  input: RegisterData,
  clientKey: string,
): Promise<SessionUser> {
  await authRateLimits(services).registerByIp.consume(clientKey);
  const { db } = services;
  await assertAvailable(db, input);
  return insertUser(db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    userType: "client",
    companyName: input.companyName,
    phone: input.phone,
  });
}
