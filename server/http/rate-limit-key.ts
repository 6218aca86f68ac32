import ipaddr from "ipaddr.js";

/**
 * The client a rate limit counts by. An IPv4 address as it is; an IPv6 client by its /64, the block one household
 * or server is given, so the addresses it can pick freely inside that block share one counter; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4, what a dual-stack socket reports for an IPv4 client) as its IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const text = address.split("%")[0]!;
  if (!ipaddr.isValid(text)) return address;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}

type ClientRequest = { ip?: string; socket: { remoteAddress?: string } };

/** A request's client address as Express reads it: behind TRUST_PROXY proxies, the forwarded one. */
export const clientAddressOf = (req: ClientRequest): string => req.ip ?? req.socket.remoteAddress ?? "unknown";

/** The rate-limit key of a request's client. */
export function clientRateLimitKey(req: ClientRequest): string {
  return rateLimitKey(clientAddressOf(req));
}
