import { useEffect } from "react";
import {
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  Outlet,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ConsultationModalProvider } from "./areas/sales/index.ts";
import {
  ConnectivityBanner,
  HEADER_HEIGHT_CLASS,
  NavigationPending,
  RootErrorBoundary,
  SiteFooter,
  SiteHeader,
  SkipLink,
  SmoothScroll,
  errorTitle,
} from "./areas/shell/index.ts";
import { company } from "./content/company.ts";
import { loadShellData } from "./areas/shell/shell/shell-data.server.ts";
import { unreadMessageCount } from "./areas/delivery/index.server.ts";
// The one module of the staff shell every page loads: the shell itself ships with the staff pages (decision 0018).
import { wearsStaffShell } from "./areas/shell/staff-shell/staff-layout-route.ts";
import { staffHome } from "./areas/shell/staff-shell/staff-areas.ts";
import { isStaffRole } from "./lib/permissions.ts";
import { TelemetryLoader, useReportRenderError } from "./areas/insights/index.ts";
import { VoiceWidget } from "./areas/site/index.ts";
import { permissionsFor } from "./lib/page-access.server.ts";
import { demoDataPresent } from "./lib/demo-data.server.ts";
import { publicSettingsFor } from "./lib/public-settings.ts";
import { useNonce } from "./ui/nonce.tsx";
import { ThemeScript } from "./ui/theme-script.tsx";
import { syncThemeWithEnvironment } from "./ui/theme-store.ts";
import { Toaster } from "./ui/toast.tsx";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Pages set their own titles; an error screen (e.g. the 404 card) is titled here. */
export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: errorTitle(error, company.name) }] : []);

export async function loader({ context }: Route.LoaderArgs) {
  // While prerendering there is no load context: an anonymous visitor and placeholder settings (see docs/decisions/0011).
  const user = context?.user ?? null;
  const unreadMessages = user ? await unreadMessageCount(context.services.db, user) : 0;
  const permissions = user ? await permissionsFor(context.services, user) : [];
  const backOffice = user && isStaffRole(user.userType) ? staffHome(permissions) : null;
  // Staff only: whether the figures and lists they read hold demo records (docs/operators/demo-data.md).
  const demoData = backOffice ? await demoDataPresent(context.services.db) : false;
  return { user, permissions, backOffice, unreadMessages, demoData, ...loadShellData(), ...publicSettingsFor(context) };
}

/**
 * The document around every page and every error screen. A public page (and any error screen) gets the
 * site's header and footer; a staff page gets the staff shell from its layout route (routes/staff-layout.tsx).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Absent only when the root loader itself failed; the shell then shows without the service links.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const serviceLinks = rootData?.serviceLinks ?? [];
  const staffPage = wearsStaffShell(
    useMatches().map((match) => match.id),
    rootData?.user,
  );
  useEffect(syncThemeWithEnvironment, []);

  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript />
        <Meta />
        <Links />
      </head>
      <body>
        {staffPage ? (
          <>
            <ConnectivityBanner />
            <NavigationPending />
            <Toaster />
            {children}
          </>
        ) : (
          <ConsultationModalProvider>
            <SkipLink />
            <ConnectivityBanner />
            <SiteHeader
              serviceLinks={serviceLinks}
              user={rootData?.user ?? null}
              unreadMessages={rootData?.unreadMessages ?? 0}
            />
            <NavigationPending />
            <main id="main" tabIndex={-1} className={`${HEADER_HEIGHT_CLASS} min-h-[70vh] focus:outline-none`}>
              <Toaster />
              {children}
            </main>
            <SiteFooter serviceLinks={serviceLinks} />
          </ConsultationModalProvider>
        )}
        <SmoothScroll />
        <TelemetryLoader />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <VoiceWidget />
    </>
  );
}

export function ErrorBoundary() {
  useReportRenderError(useRouteError(), "Route Error");
  return <RootErrorBoundary />;
}
