import type { Permission } from "#app/lib/permissions.ts";
import { render, screen, within, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { vi } from "vitest";
import { ConsultationModalProvider } from "#app/areas/sales/index.ts";
import type { SessionUser } from "#server/http/access.ts";
import ToastViewport from "#app/ui/toast-viewport.tsx";

/**
 * Renders a part as the site's shell renders its header and footer: in the "root" route, which holds the signed-in
 * user (or none), inside the consultation modal's provider and beside the notifications region, so a toast the part raises can be read. The page at "/" is
 * empty; each of `otherPages` is a page whose only content is a heading naming its path, so a test sees where a link
 * or a navigation went.
 */
export function renderInPage(
  part: ReactNode,
  {
    user = null,
    otherPages = [],
    permissions = [],
    backOffice = null,
  }: {
    user?: SessionUser | null;
    otherPages?: string[];
    /** What the root loader sends a signed-in user: their role's permissions and their way into the back office. */
    permissions?: readonly Permission[];
    backOffice?: string | null;
  } = {},
): RenderResult {
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: () => (
        <ConsultationModalProvider>
          <ToastViewport />
          {part}
          <Outlet />
        </ConsultationModalProvider>
      ),
      children: [
        { path: "/", Component: () => null },
        ...otherPages.map((path) => ({ path, Component: () => <h1>{path}</h1> })),
      ],
    },
  ]);
  return render(<Stub hydrationData={{ loaderData: { root: { user, permissions, backOffice } } }} />);
}

/** The toast region, found by the name Radix gives it ("Notifications (F8)"). */
export function toastRegion(): HTMLElement {
  return screen.getByRole("region", { name: /^Notifications/ });
}

/** Waits for the toast with this title and description. */
export async function expectToast(title: string, description: string): Promise<void> {
  const region = toastRegion();
  await within(region).findByText(title, { exact: true });
  within(region).getByText(description, { exact: true });
}

export interface SentRequest {
  url: string;
  body: unknown;
}

type FetchAnswer = { status: number; body?: unknown; contentType?: string } | "network down";

/**
 * Answers every fetch with this status and body (an object is sent as JSON, a string as it is, as `contentType` if
 * given: server-sent events as text/event-stream), or fails it as a
 * dropped network would; a function chooses the answer by URL. Returns the requests the page sent.
 */
export function answerFetch(answer: FetchAnswer | ((url: string) => FetchAnswer)): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body });
      const chosen = typeof answer === "function" ? answer(url) : answer;
      if (chosen === "network down") throw new TypeError("Failed to fetch");
      const isJson = typeof chosen.body === "object" && chosen.body !== null;
      return new Response(isJson ? JSON.stringify(chosen.body) : ((chosen.body as string | undefined) ?? ""), {
        status: chosen.status,
        headers: chosen.contentType
          ? { "Content-Type": chosen.contentType }
          : isJson
            ? { "Content-Type": "application/json" }
            : {},
      });
    }),
  );
  return sent;
}

/** The control labelled exactly `label`, with or without the required marker (*). */
export function field(label: string, scope: HTMLElement = document.body): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return within(scope).getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

/** The message shown under the control labelled `label` (its `aria-describedby` alert), or null when it has none. */
export function fieldError(label: string, scope: HTMLElement = document.body): string | null {
  const control = field(label, scope);
  if (control.getAttribute("aria-invalid") !== "true") return null;
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((element) => element?.role === "alert");
  return alert?.textContent ?? null;
}
