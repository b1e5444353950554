import { isIP } from "node:net";

/**
 * Whether an IP address is one a webhook must never reach: loopback, private (RFC 1918,
 * fc00::/7), link-local (169.254/16, fe80::/10, the cloud metadata addresses among them), CGNAT
 * (100.64/10), unspecified, multicast, broadcast or reserved. IPv6 forms that carry an IPv4
 * address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96) are judged by it.
 */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return isForbiddenV4(v4Bytes(bare));
  if (family === 6) return isForbiddenV6(v6Bytes(bare));
  // Not an address at all: never connect to it.
  return true;
}

function v4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

function isForbiddenV4([a, b, c]: number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return true;
  return (
    a === 0 || // "this network", unspecified
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // CGNAT
    (a === 169 && b === 254) || // link-local, 169.254.169.254 metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 16 bytes of an IPv6 address (node's isIP already said it is one). */
function v6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Bytes(dotted[1]!);
    const words = [(a << 8) | b, (c << 8) | d].map((w) => w.toString(16));
    text = `${text.slice(0, -dotted[1]!.length)}${words.join(":")}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(":").filter((g) => g !== "") : []);
  const front = groups(head);
  const back = groups(rest);
  const middle = rest === undefined ? [] : Array<string>(8 - front.length - back.length).fill("0");
  const words = [...front, ...middle, ...back].map((g) => parseInt(g, 16));
  return words.flatMap((w) => [(w >> 8) & 255, w & 255]);
}

function isForbiddenV6(bytes: number[]): boolean {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const embeddedV4 = bytes.slice(12, 16);
  if (zeros(0, 16)) return true; // ::
  if (zeros(0, 15) && bytes[15] === 1) return true; // ::1
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return isForbiddenV4(embeddedV4); // mapped
  if (zeros(0, 12)) return isForbiddenV4(embeddedV4); // compatible (deprecated)
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
    return isForbiddenV4(embeddedV4); // NAT64 64:ff9b::/96
  }
  const first = bytes[0]!;
  const second = bytes[1]!;
  return (
    (first & 0xfe) === 0xfc || // unique local fc00::/7 (fd00:ec2::254, the metadata address, among them)
    (first === 0xfe && (second & 0xc0) === 0x80) || // link-local fe80::/10
    (first === 0xfe && (second & 0xc0) === 0xc0) || // site-local fec0::/10 (deprecated)
    first === 0xff // multicast
  );
}
