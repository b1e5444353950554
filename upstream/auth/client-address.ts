import { isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "../http/deps";
import { sameSecret } from "../services/secret-file";
import type { TokenClient } from "./tokens";

/** The browser's address as the panel's BFF saw it. */
const CLIENT_ADDRESS_HEADER = "x-panel-client-address";
/** The browser's user agent as the panel's BFF received it. */
const CLIENT_USER_AGENT_HEADER = "x-panel-user-agent";
/** Proves the address header came from the panel's BFF: the upstream's `UPSTREAM_FORWARD_SECRET`. */
const FORWARD_SECRET_HEADER = "x-panel-forward-secret";
/** A user agent is kept to name a session's device and browser; anything longer is cut. */
const USER_AGENT_MAX_LENGTH = 512;

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4; zone ids (`%eth0`) say nothing about the client. */
function plainAddress(address: string): string {
  const bare = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return mapped ? mapped[1]! : bare;
}

/**
 * Who is calling: the address in `x-panel-client-address` when `x-panel-forward-secret` carries the
 * forward secret (the panel's BFF relaying a browser), otherwise the TCP peer. Without a forward
 * secret configured the header is never believed.
 */
export function clientAddress(c: Context<AppEnv>, forwardSecret: string | undefined): string {
  if (forwardSecret && sameSecret(c.req.header(FORWARD_SECRET_HEADER), forwardSecret)) {
    const forwarded = plainAddress(c.req.header(CLIENT_ADDRESS_HEADER) ?? "");
    if (isIP(forwarded)) return forwarded;
  }
  const peer = plainAddress(c.env?.incoming?.socket?.remoteAddress ?? "");
  return isIP(peer) ? peer : "unknown";
}

/**
 * The browser that is calling: `x-panel-user-agent` under the same forward secret as the address
 * (the BFF's own calls carry Node's user agent, not the browser's), otherwise the caller's own
 * `User-Agent`; cut to 512 characters, null when there is none.
 */
function clientUserAgent(c: Context<AppEnv>, forwardSecret: string | undefined): string | null {
  const vouched = forwardSecret && sameSecret(c.req.header(FORWARD_SECRET_HEADER), forwardSecret);
  const agent = (vouched ? c.req.header(CLIENT_USER_AGENT_HEADER) : c.req.header("user-agent"))?.trim() ?? "";
  return agent ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** The browser behind a request, as a token or a sign-in records it; an address not known is null. */
export function requestClient(c: Context<AppEnv>, forwardSecret: string | undefined): TokenClient {
  const address = clientAddress(c, forwardSecret);
  return { address: address === "unknown" ? null : address, userAgent: clientUserAgent(c, forwardSecret) };
}

/** The eight groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key an address is throttled by: an IPv4 address as it is; an IPv6 address by its /64, the
 * block one subscriber is given, so a client cannot step around the limit by changing its last bits.
 */
export function addressThrottleKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
