import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The client a rate limit counts by. An IPv4 address as it is; an IPv6 client by its /64, the block one household
 * or server is given, so the addresses it can pick freely inside that block share one counter; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4, what a dual-stack socket reports for an IPv4 client) as its IPv4 address.
 */
export function rateLimitKey(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The rate-limit key of a request's client (behind TRUST_PROXY proxies, the forwarded address). */
export function clientRateLimitKey(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return rateLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
}
