import { data, type AppLoadContext } from "react-router";
import { isStaff } from "#server/http/access.ts";
import { parseInput, refusalOf } from "#server/http/errors.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { safeRedirect } from "./safe-redirect.ts";
import type { TwoFactorIntent, TwoFactorPageData, TwoFactorPageResult } from "./two-factor-page-result.ts";
import { twoFactorCodeSchema } from "./two-factor-schema.ts";
import {
  confirmTwoFactor,
  disableTwoFactor,
  hasTwoFactor,
  twoFactorSetup,
  unusedRecoveryCodes,
} from "./two-factor.server.ts";

/** /account/two-factor's loader: the setup until a first code confirms it, then how many recovery codes are left. */
export async function twoFactorPageLoader(context: AppLoadContext, request: Request): Promise<TwoFactorPageData> {
  const user = signedInUser(context);
  const { services } = context;
  const page = {
    redirectTo: safeRedirect(
      new URL(request.url).searchParams.get("redirectTo"),
      isStaff(user) ? "/admin-crm" : "/client-dashboard",
    ),
    required: isStaff(user) && services.config.STAFF_TWO_FACTOR === "required",
  };
  if (await hasTwoFactor(services.db, user.id)) {
    return { ...page, enabled: true, recoveryCodesLeft: await unusedRecoveryCodes(services.db, user.id) };
  }
  return { ...page, enabled: false, ...(await twoFactorSetup(services, user)) };
}

/** Its forms, posted with or without JavaScript: confirm the setup with a first code, or turn it off with one. */
export async function twoFactorPageAction(context: AppLoadContext, request: Request) {
  const caller = pageCaller(context);
  const form = await readForm(request);
  const intent: TwoFactorIntent = form.get("intent") === "disable" ? "disable" : "confirm";
  try {
    const { code } = parseInput(twoFactorCodeSchema, Object.fromEntries(form));
    if (intent === "disable") {
      await disableTwoFactor(caller, code, context.clientKey);
      return data<TwoFactorPageResult>({ intent, ok: true });
    }
    const recoveryCodes = await confirmTwoFactor(caller, code, context.clientKey);
    return data<TwoFactorPageResult>({ intent, ok: true, recoveryCodes });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const result: TwoFactorPageResult = { intent, ok: false, message: refusal.message, errors: refusal.errors ?? {} };
    return data(result, { status: refusal.status, headers: refusal.headers });
  }
}
