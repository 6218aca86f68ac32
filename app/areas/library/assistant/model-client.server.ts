import type { ModelSettings } from "#server/config.ts";

/** The endpoint could not be reached, refused, broke off or took too long: the caller answers without it. */
export class ModelUnavailable extends Error {}

export interface ModelMessage {
  role: "system" | "user";
  content: string;
}

/** The `data:` lines of a server-sent event stream, as they arrive, however the bytes were split. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, end).replace(/\r$/, "");
      buffered = buffered.slice(end + 1);
      if (line.startsWith("data:")) yield line.slice(5).trim();
    }
  }
}

function contentOf(data: string): string {
  try {
    const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : "";
  } catch {
    throw new ModelUnavailable("the endpoint sent an event that is not JSON");
  }
}

/**
 * Asks an OpenAI-compatible `POST <base>/chat/completions` endpoint for a streamed completion and yields its text as
 * it arrives. Deterministic settings (temperature 0): the answer is to be taken from the passages, not invented.
 * Stops when `signal` aborts (the asker left) or the settings' timeout passes; any failure is a ModelUnavailable.
 */
export async function* streamCompletion(
  settings: ModelSettings,
  messages: ModelMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0 }),
      signal: deadline,
    });
  } catch (error) {
    throw new ModelUnavailable(`the endpoint could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ModelUnavailable(`the endpoint answered ${response.status}`);
  }
  try {
    for await (const data of eventData(response.body)) {
      if (data === "[DONE]") return;
      const content = contentOf(data);
      if (content) yield content;
    }
  } catch (error) {
    if (error instanceof ModelUnavailable) throw error;
    throw new ModelUnavailable(`the answer broke off: ${(error as Error).message}`);
  } finally {
    await response.body.cancel().catch(() => undefined);
  }
  throw new ModelUnavailable("the stream ended without [DONE]");
}
