/** Addresses of this machine. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isLoopbackAddress(address: string | undefined | null): boolean {
  return typeof address === "string" && LOOPBACK.has(address);
}
