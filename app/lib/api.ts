/**
 * The browser's one way to call the JSON API (SPEC §7): credentials sent, JSON
 * bodies, and any non-OK answer becomes an ApiError whose message is
 * "<status>: <body text or status text>", keeping the parsed JSON for field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's JSON body, e.g. {message, errors}. */
    readonly body: { message?: string; errors?: Record<string, string> } | null,
  ) {
    super(message);
  }

  /** The server's own message when it sent one, else the fallback the caller's UI text calls for. */
  serverMessage(fallback: string): string {
    return this.body?.message ?? fallback;
  }
}

type Listener = (event: { status: number; statusText: string } | { failure: string }) => void;
const failureListeners = new Set<Listener>();

/** Telemetry listens here to record network_error; the caller still gets the original outcome. */
export function onRequestFailure(listener: Listener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const listener of failureListeners) listener({ failure: message });
    throw error;
  }
  if (!response.ok) {
    for (const listener of failureListeners) listener({ status: response.status, statusText: response.statusText });
    const text = await response.text();
    let parsed: ApiError["body"] = null;
    try {
      parsed = text ? (JSON.parse(text) as ApiError["body"]) : null;
    } catch {
      parsed = null;
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parsed);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
