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

/** Sends a request; any non-OK answer becomes an ApiError (and is reported to the failure listeners). */
async function send(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  init?: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: body === undefined ? { Accept: accept } : { "Content-Type": "application/json", Accept: accept },
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
  return response;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await send(method, path, body, "application/json", init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * POSTs `body` asking for server-sent events and calls `onEvent` with each event's name and parsed data as it
 * arrives; resolves when the stream ends. Refusals (4xx JSON) throw an ApiError as apiRequest's do.
 */
export async function apiEventStream(
  path: string,
  body: unknown,
  onEvent: (event: string, data: unknown) => void,
  init?: RequestInit,
): Promise<void> {
  const response = await send("POST", path, body, "text/event-stream", init);
  // A server (or a proxy) that answered in one piece: its JSON is the one event.
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    onEvent("answer", await response.json());
    return;
  }
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    let end: number;
    while ((end = buffered.indexOf("\n\n")) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent(event, JSON.parse(data));
    }
    if (done) return;
  }
}
