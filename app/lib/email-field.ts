import { z } from "./zod.ts";

/** SPEC §5's e-mail rule, shared by every form that asks for an address. */
export const EMAIL_MESSAGE = "Please enter a valid email address (e.g., name@example.com)";

export const emailField = z.string(EMAIL_MESSAGE).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
