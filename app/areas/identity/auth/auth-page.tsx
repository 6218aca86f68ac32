import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import { ClientPortalIntro } from "./client-portal-intro.tsx";
import { SignInForm, type SignInFormProps } from "./sign-in-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";

export type AuthTab = "login" | "register";

export function authTabOf(searchParams: URLSearchParams): AuthTab {
  return searchParams.get("tab") === "register" ? "register" : "login";
}

const tabTriggerClass =
  "min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white";

/** /auth: Login and Register tabs (SPEC §2); the tab lives in the address, so the switch links are real links. */
export function AuthPage({ redirectTo, result, twoFactorPending }: SignInFormProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = authTabOf(searchParams);

  const paramsFor = (next: AuthTab) => {
    const params = new URLSearchParams(searchParams);
    if (next === "register") params.set("tab", "register");
    else params.delete("tab");
    return params;
  };
  const hrefFor = (next: AuthTab) => {
    const query = paramsFor(next).toString();
    return query ? `/auth?${query}` : "/auth";
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_28rem] lg:items-start">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:order-2 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="mb-6 text-3xl font-bold">{tab === "login" ? "Welcome Back" : "Create Your Account"}</h1>
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            setSearchParams(paramsFor(value as AuthTab), { replace: true, preventScrollReset: true })
          }
        >
          <Tabs.List
            aria-label="Sign in or register"
            className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-950"
          >
            <Tabs.Trigger value="login" className={tabTriggerClass}>
              Login
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabTriggerClass}>
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="grid gap-6">
            <SignInForm redirectTo={redirectTo} result={result} twoFactorPending={twoFactorPending} />
            <p className="text-center text-sm">
              Don&apos;t have an account?{" "}
              <Link to={hrefFor("register")} replace preventScrollReset className={textLinkClass}>
                Create one now
              </Link>
            </p>
          </Tabs.Content>
          <Tabs.Content value="register" className="grid gap-6">
            <RegisterForm redirectTo={redirectTo} result={result} />
            <p className="text-center text-sm">
              Already have an account?{" "}
              <Link to={hrefFor("login")} replace preventScrollReset className={textLinkClass}>
                Sign in
              </Link>
            </p>
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <div className="lg:order-1 lg:pt-4">
        <ClientPortalIntro />
      </div>
    </div>
  );
}
