import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { forbidden } from "#server/domain-errors.ts";
import { parseInput, refusalOf } from "#server/http/errors.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { isCrossOriginWrite } from "#server/http/security.ts";
import { INTENT_FIELD, type AccountFormIntent, type AccountFormResult } from "./account-form-result.ts";
import { loginSchema } from "./login-schema.ts";
import { registerSchema } from "./register-schema.ts";
import { registerClient } from "./registration.server.ts";
import { safeRedirect } from "./safe-redirect.ts";
import { sessionCookieHeader } from "./session-cookie.server.ts";
import { checkSignIn, openSession } from "./sign-in.server.ts";

const SECRET_FIELDS = new Set(["password", "confirmPassword"]);

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !SECRET_FIELDS.has(name) && name !== INTENT_FIELD) values[name] = value;
  }
  return values;
}

/**
 * The sign-in and registration forms of /auth and /crm-login posted as plain HTML forms (before or without
 * JavaScript): the same checks as POST /api/login and /api/register, then a 303 to the page the visitor came for
 * with the session cookie, or the form again with the server's errors.
 */
export async function accountFormAction(context: AppLoadContext, request: Request, fallbackRedirect: string) {
  const form = await readForm(request);
  const intent: AccountFormIntent = form.get(INTENT_FIELD) === "register" ? "register" : "login";
  const fields = Object.fromEntries(form);
  const { services } = context;
  let user: SessionUser;
  try {
    // Another site's form must not sign a visitor into an account of its choosing.
    if (isCrossOriginWrite((name) => request.headers.get(name), request.headers.get("host") ?? undefined)) {
      throw forbidden("Cross-origin requests are not allowed");
    }
    user =
      intent === "register"
        ? await registerClient(services, parseInput(registerSchema, fields), context.clientKey)
        : await checkSignIn(services, { ...parseInput(loginSchema, fields), clientKey: context.clientKey });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const result: AccountFormResult = {
      intent,
      message: refusal.message,
      errors: refusal.errors ?? {},
      values: typedValues(form),
    };
    return data(result, { status: refusal.status, headers: refusal.headers });
  }
  const token = await openSession(services, user.id, {
    sessionId: context.sessionId,
    userAgent: request.headers.get("user-agent"),
  });
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallbackRedirect);
  return redirect(to, { status: 303, headers: { "Set-Cookie": sessionCookieHeader(services.config, token) } });
}

/** /auth's and /crm-login's loader: a signed-in visitor goes on to where they were going. */
export function signInPageLoader(context: AppLoadContext, request: Request, fallbackRedirect: string) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallbackRedirect);
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}
