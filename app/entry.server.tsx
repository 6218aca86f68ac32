import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { bootAfterFirstPaint } from "./lib/boot-after-first-paint.server.ts";
import { PRERENDER_TOKENS } from "./lib/public-settings.ts";
import { isPublicRoute } from "./route-table.ts";
import { NonceProvider } from "./ui/nonce.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering has no load context: a placeholder the server replaces with each request's nonce.
  const nonce = loadContext?.cspNonce ?? PRERENDER_TOKENS.nonce;

  // A public page, prerendered or not, fetches its scripts after the first paint (docs/decisions/0017 and 0027).
  // That rewrites the whole document, so it is rendered in full before it is sent. Vite's dev server writes other
  // scripts; it serves pages as React Router writes them.
  const bootsAfterPaint =
    !import.meta.env.DEV && isPublicRoute(routerContext.staticHandlerContext.matches.at(-1)?.route.path);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      bootsAfterPaint || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Sent whole, so every Suspense boundary is written in place: React would move a large one to the end of the
        // page, behind an inline script that swaps it in, which a browser without JavaScript never runs.
        ...(bootsAfterPaint && { progressiveChunkSize: Number.POSITIVE_INFINITY }),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const init = { headers: responseHeaders, status: responseStatusCode };
          resolve(
            bootsAfterPaint
              ? text(body).then((html) => new Response(bootAfterFirstPaint(html), init))
              : new Response(createReadableStreamFromReadable(body), init),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; these happened while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
