/**
 * IPv4 and IPv6 addresses and CIDR ranges, without Node's `net` (the panel checks them too): an
 * API key's allowed addresses are single addresses or ranges, and a caller's address must fall in
 * one of them. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is the IPv4 address it carries.
 */

interface ParsedAddress {
  version: 4 | 6;
  /** 4 or 16 bytes. */
  bytes: number[];
}

interface ParsedRange extends ParsedAddress {
  prefix: number;
}

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function ipv6Bytes(text: string): number[] | null {
  let body = text.toLowerCase();
  let tailV4: number[] = [];
  const v4 = /:(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (v4) {
    const bytes = ipv4Bytes(v4[1]!);
    if (!bytes) return null;
    tailV4 = bytes;
    // What stands before the `:` ahead of the IPv4 part; a `::` just before it stays whole.
    body = body.slice(0, v4.index);
    if (body.endsWith(":")) body = `${body}:`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const wanted = 8 - tailV4.length / 2;
  const missing = wanted - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return [...groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]), ...tailV4];
}

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255];

/** An address as bytes; `::ffff:a.b.c.d` comes back as the IPv4 address. Null when it is not one. */
function parseAddress(text: string): ParsedAddress | null {
  const bare = text.trim().replace(/%.*$/, "");
  if (bare.includes(":")) {
    const bytes = ipv6Bytes(bare);
    if (!bytes) return null;
    if (MAPPED_PREFIX.every((b, i) => bytes[i] === b)) return { version: 4, bytes: bytes.slice(12) };
    return { version: 6, bytes };
  }
  const bytes = ipv4Bytes(bare);
  return bytes && { version: 4, bytes };
}

/** A single address (a range of its full length) or `address/prefix`; null when it is neither. */
export function parseRange(text: string): ParsedRange | null {
  const [addressText, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined || !addressText) return null;
  const mapped = addressText.includes(":") && /\d+\.\d+\.\d+\.\d+$/.test(addressText);
  const address = parseAddress(addressText);
  if (!address) return null;
  const bits = address.bytes.length * 8;
  if (prefixText === undefined) return { ...address, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  let prefix = Number(prefixText);
  // `::ffff:10.0.0.0/104` is the IPv4 range 10.0.0.0/8.
  if (mapped && address.version === 4) prefix -= 96;
  return prefix >= 0 && prefix <= bits ? { ...address, prefix } : null;
}

/** Whether `address` falls inside `range` (both already parsed). */
function inRange(range: ParsedRange, address: ParsedAddress): boolean {
  if (range.version !== address.version) return false;
  let left = range.prefix;
  for (let i = 0; left > 0; i += 1, left -= 8) {
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
    if ((range.bytes[i]! & mask) !== (address.bytes[i]! & mask)) return false;
  }
  return true;
}

/** Whether the address is inside one of the ranges; an address that cannot be read is inside none. */
export function addressAllowed(address: string, ranges: readonly string[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return ranges.some((text) => {
    const range = parseRange(text);
    return range !== null && inRange(range, parsed);
  });
}
