import type { Request } from "express";

/** The client address rate limits count by (behind TRUST_PROXY proxies, the forwarded one). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
