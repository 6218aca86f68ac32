import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { QrDrawing, TwoFactorIntent, TwoFactorPageData, TwoFactorPageResult } from "./two-factor-page-result.ts";

/** One code field and its button, posted to the page's action with or without JavaScript. */
function CodeForm({
  intent,
  result,
  hint,
  submitLabel,
}: {
  intent: TwoFactorIntent;
  result: TwoFactorPageResult | null;
  hint: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const failed = result?.intent === intent && !result.ok ? result : null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="grid max-w-sm gap-4">
      <input type="hidden" name="intent" value={intent} />
      <Field label="Code" required hint={hint} error={failed?.errors.code}>
        <input
          name="code"
          type="text"
          className={inputClass}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <FormAlert message={failed && !failed.errors.code ? failed.message : null} />
      <Button type="submit" disabled={busy} variant={intent === "disable" ? "destructive" : "primary"}>
        {submitLabel}
      </Button>
    </Form>
  );
}

function QrCode({ qrCode }: { qrCode: QrDrawing }) {
  return (
    <svg
      viewBox={`0 0 ${qrCode.size} ${qrCode.size}`}
      className="size-52 rounded-md bg-white"
      role="img"
      aria-label="QR code of your two-factor key, for your authenticator app"
      shapeRendering="crispEdges"
    >
      <path d={qrCode.path} fill="#000" />
    </svg>
  );
}

/** Ten codes, each a way in once without the phone: shown this once, since only their hashes are kept. */
function RecoveryCodes({ codes, redirectTo }: { codes: string[]; redirectTo: string }) {
  return (
    <section aria-labelledby="recovery-codes" className="grid gap-3 rounded-xl border border-amber-300 p-6">
      <h2 id="recovery-codes" className="text-xl font-semibold">
        Save your recovery codes
      </h2>
      <p className="text-sm">
        Each code signs you in once if you lose your phone. Keep them somewhere safe (a password manager, or on paper):
        they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to={redirectTo} className={textLinkClass}>
        I have saved them: continue
      </Link>
    </section>
  );
}

/** /account/two-factor: set up an authenticator app, see the recovery codes once, or turn it off. */
export function TwoFactorSettingsPage({
  page,
  result,
}: {
  page: TwoFactorPageData;
  result: TwoFactorPageResult | null;
}) {
  const recoveryCodes = result?.intent === "confirm" && result.ok ? result.recoveryCodes : null;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">Two-factor sign-in</h1>
        <p className="text-slate-700 dark:text-slate-300">
          After your password, sign-in asks for a 6-digit code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone opens nothing.
        </p>
      </div>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} redirectTo={page.redirectTo} /> : null}
      {result?.intent === "disable" && result.ok ? (
        <p role="status" className="font-semibold">
          Two-factor sign-in is off.
        </p>
      ) : null}
      {page.enabled ? (
        <section aria-labelledby="two-factor-on" className="grid gap-4">
          <h2 id="two-factor-on" className="text-xl font-semibold">
            Two-factor sign-in is on
          </h2>
          <p>
            {page.recoveryCodesLeft} of 10 recovery codes left.{" "}
            {page.required
              ? "Staff accounts must keep it on; to move to a new phone, turn it off and set it up again at once."
              : "To turn it off, enter a current code from your app or a recovery code."}
          </p>
          <CodeForm
            intent="disable"
            result={result}
            hint="The 6-digit code your app shows now, or a recovery code."
            submitLabel="Turn off two-factor sign-in"
          />
        </section>
      ) : (
        <section aria-labelledby="two-factor-setup" className="grid gap-4">
          <h2 id="two-factor-setup" className="text-xl font-semibold">
            Set up your authenticator app
          </h2>
          {page.required ? (
            <p role="status" className="font-semibold">
              Staff accounts sign in with two-factor: set it up to open the back office.
            </p>
          ) : null}
          <ol className="grid list-decimal gap-4 pl-5">
            <li className="grid gap-3">
              Scan this QR code with your authenticator app.
              <QrCode qrCode={page.qrCode} />
            </li>
            <li className="grid gap-1">
              Or type this key into the app instead:
              <code className="font-mono text-base break-all">{page.manualKey}</code>
            </li>
            <li className="grid gap-3">
              Enter the 6-digit code the app then shows, to confirm it works.
              <CodeForm
                intent="confirm"
                result={result}
                hint="The 6-digit code your app shows now."
                submitLabel="Turn on two-factor sign-in"
              />
            </li>
          </ol>
        </section>
      )}
    </div>
  );
}
