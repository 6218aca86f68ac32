import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake does with the next request: stream a reply in pieces, answer an error status, or never answer. */
export type FakeReply =
  | { kind: "stream"; pieces: readonly string[]; delayMs?: number; withoutDone?: boolean }
  | { kind: "status"; status: number }
  | { kind: "hang" };

/** One request the app sent, as the endpoint received it. */
export interface FakeModelRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    temperature: number;
    messages: { role: string; content: string }[];
  };
}

export interface ModelFake {
  /** LLM_BASE_URL for the app under test. */
  url: string;
  requests: FakeModelRequest[];
  /** The reply to every request from now on. */
  reply: FakeReply;
  /** Resolves once a request's connection was closed by the app (an aborted answer). */
  closedByClient(): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * A small stand-in for an OpenAI-compatible `POST /v1/chat/completions` endpoint on 127.0.0.1 at a free port: it
 * streams the scripted reply as the real ones do (`data:` chunks, then `data: [DONE]`), or fails, or hangs, and
 * records every request. Nothing in the tests calls a real model.
 */
export async function startModelFake(): Promise<ModelFake> {
  const requests: FakeModelRequest[] = [];
  const closes: (() => void)[] = [];
  const open = new Set<ServerResponse>();
  const fake: ModelFake = {
    url: "",
    requests,
    reply: { kind: "stream", pieces: ["NOT_FOUND"] },
    closedByClient: () => new Promise((resolve) => closes.push(resolve)),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (!res.writableEnded) for (const resolve of closes.splice(0)) resolve();
    });
    const reply = fake.reply;
    if (reply.kind === "hang") return;
    if (reply.kind === "status") {
      res.writeHead(reply.status, { "Content-Type": "application/json" }).end('{"error":{"message":"unavailable"}}');
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    for (const piece of reply.pieces) {
      if (res.destroyed) return;
      res.write(chunk(piece));
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    if (!reply.withoutDone) res.write("data: [DONE]\n\n");
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
