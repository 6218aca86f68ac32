import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { forbidden } from "#server/domain-errors.ts";
import { parseInput, refusalOf } from "#server/http/errors.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { isCrossOriginWrite } from "#server/http/security.ts";
import {
  CANCEL_TWO_FACTOR_INTENT,
  INTENT_FIELD,
  type AccountFormIntent,
  type AccountFormResult,
} from "./account-form-result.ts";
import { loginSchema } from "./login-schema.ts";
import { registerSchema } from "./register-schema.ts";
import { registerClient } from "./registration.server.ts";
import { safeRedirect } from "./safe-redirect.ts";
import { sessionCookieHeader } from "./session-cookie.server.ts";
import { checkSignIn, openSession } from "./sign-in.server.ts";
import { clearPendingSignInCookieHeader, pendingSignInUserId } from "./two-factor-cookies.server.ts";
import { twoFactorSignInSchema } from "./two-factor-schema.ts";
import { completeSecondFactor, pendingSecondFactor } from "./two-factor-sign-in.server.ts";

/**
 * The query that marks the code's step in the address: /auth and /crm-login without a query are prerendered for
 * anonymous visitors, so the step must be rendered on the server, where the loader reads the pending sign-in.
 */
const STEP_PARAM = "step";

function signInPageUrl(here: URL, step: "password" | "code"): string {
  const query = new URLSearchParams(here.search);
  if (step === "code") query.set(STEP_PARAM, "code");
  else query.delete(STEP_PARAM);
  return query.size > 0 ? `${here.pathname}?${query}` : here.pathname;
}

const SECRET_FIELDS = new Set(["password", "confirmPassword", "code"]);
const INTENTS: readonly AccountFormIntent[] = ["login", "register", "two-factor"];

/** What a form's post did: signed someone in (with cookies to set beside the session), or asked for their code. */
type Outcome = { user: SessionUser; cookies: string[] } | { secondFactorDue: string };

async function runIntent(
  context: AppLoadContext,
  request: Request,
  intent: AccountFormIntent,
  fields: Record<string, FormDataEntryValue>,
): Promise<Outcome> {
  const { services, clientKey, clientAddress } = context;
  const cookieHeader = request.headers.get("cookie");
  if (intent === "register") {
    return { user: await registerClient(services, parseInput(registerSchema, fields), clientKey), cookies: [] };
  }
  if (intent === "two-factor") {
    return completeSecondFactor(services, {
      ...parseInput(twoFactorSignInSchema, fields),
      clientKey,
      clientAddress,
      cookieHeader,
    });
  }
  const user = await checkSignIn(services, { ...parseInput(loginSchema, fields), clientKey, clientAddress });
  const pending = await pendingSecondFactor(services, user.id, cookieHeader);
  return pending ? { secondFactorDue: pending } : { user, cookies: [] };
}

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !SECRET_FIELDS.has(name) && name !== INTENT_FIELD) values[name] = value;
  }
  return values;
}

/**
 * The sign-in, second-factor and registration forms of /auth and /crm-login posted as plain HTML forms (before or
 * without JavaScript): the same checks as POST /api/login, /api/login/two-factor and /api/register, then a 303 to the
 * page the visitor came for with the session cookie (or back to this page, which then asks for the code), or the
 * form again with the server's errors.
 */
export async function accountFormAction(context: AppLoadContext, request: Request, fallbackRedirect: string) {
  const form = await readForm(request);
  const posted = form.get(INTENT_FIELD);
  const { services } = context;
  const here = new URL(request.url);
  if (posted === CANCEL_TWO_FACTOR_INTENT) {
    return redirect(signInPageUrl(here, "password"), {
      status: 303,
      headers: { "Set-Cookie": clearPendingSignInCookieHeader(services.config) },
    });
  }
  const intent = INTENTS.find((known) => known === posted) ?? "login";
  let outcome: Outcome;
  try {
    // Another site's form must not sign a visitor into an account of its choosing.
    if (isCrossOriginWrite((name) => request.headers.get(name), request.headers.get("host") ?? undefined)) {
      throw forbidden("Cross-origin requests are not allowed");
    }
    outcome = await runIntent(context, request, intent, Object.fromEntries(form));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const result: AccountFormResult = {
      // A code step whose sign-in expired shows its message on the password form, which the page shows again.
      intent: intent === "two-factor" && refusal.status === 401 ? "login" : intent,
      message: refusal.message,
      errors: refusal.errors ?? {},
      values: typedValues(form),
    };
    return data(result, { status: refusal.status, headers: refusal.headers });
  }
  if ("secondFactorDue" in outcome) {
    return redirect(signInPageUrl(here, "code"), { status: 303, headers: { "Set-Cookie": outcome.secondFactorDue } });
  }
  const token = await openSession(services, outcome.user.id, {
    sessionId: context.sessionId,
    userAgent: request.headers.get("user-agent"),
    clientAddress: context.clientAddress,
  });
  const headers = new Headers();
  for (const cookie of [...outcome.cookies, sessionCookieHeader(services.config, token)]) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(safeRedirect(here.searchParams.get("redirectTo"), fallbackRedirect), { status: 303, headers });
}

/**
 * /auth's and /crm-login's loader: a signed-in visitor goes on to where they were going; one whose password was
 * right and whose code is due sees the code's form.
 */
export function signInPageLoader(context: AppLoadContext, request: Request, fallbackRedirect: string) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallbackRedirect);
  if (context.user) throw redirect(redirectTo);
  return {
    redirectTo,
    twoFactorPending: pendingSignInUserId(context.services, request.headers.get("cookie")) !== null,
  };
}
