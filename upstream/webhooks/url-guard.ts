import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isForbiddenAddress } from "./address-class";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (a literal address resolves to itself). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** The URL's host as a resolver and isIP take it: IPv6 literals without their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

export class ForbiddenDestination extends Error {
  constructor(readonly address: string) {
    super(`the webhook's address ${address} is on a private, loopback, link-local or reserved network`);
    this.name = "ForbiddenDestination";
  }
}

/**
 * The one address a delivery connects to: the host resolved, every address it has checked (one
 * private address refuses the whole host, so a name cannot mix a public and an internal one), and
 * the first answered, to be pinned for the connection so DNS asked again cannot swap it.
 */
export async function destinationOf(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<ResolvedAddress> {
  const addresses = await resolve(hostOf(url));
  if (addresses.length === 0) throw new Error(`${hostOf(url)} resolves to no address`);
  if (!allowPrivate) {
    const forbidden = addresses.find((a) => isForbiddenAddress(a.address));
    if (forbidden) throw new ForbiddenDestination(forbidden.address);
  }
  return addresses[0]!;
}

const CREATE_LOOKUP_MS = 3000;

/**
 * Whether a URL given to create or change an endpoint is refused now: its host a forbidden literal
 * address, or a name that resolves only to forbidden ones. A name that does not resolve yet is
 * accepted (it may be set up later); each delivery checks again.
 */
export async function refusedAtCreate(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<boolean> {
  if (allowPrivate) return false;
  const host = hostOf(url);
  if (isIP(host) !== 0) return isForbiddenAddress(host);
  const addresses = await Promise.race([
    resolve(host).catch(() => [] as ResolvedAddress[]),
    new Promise<ResolvedAddress[]>((done) => setTimeout(() => done([]), CREATE_LOOKUP_MS).unref()),
  ]);
  return addresses.length > 0 && addresses.every((a) => isForbiddenAddress(a.address));
}
