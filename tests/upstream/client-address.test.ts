import { Hono } from "hono";
import { addressThrottleKey, clientAddress } from "@/upstream/auth/client-address";
import type { AppEnv } from "@/upstream/http/deps";
import { parseEnv } from "@/upstream/env";

const SECRET = "s".repeat(40);

async function seen(
  headers: Record<string, string>,
  peer: string | undefined,
  secret: string | undefined = SECRET,
): Promise<string> {
  const app = new Hono<AppEnv>().get("/", (c) => c.text(clientAddress(c, secret)));
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer } } } as never);
  return response.text();
}

describe("the client address", () => {
  it("is the forwarded address only with the right forward secret", async () => {
    const forwarded = { "x-panel-client-address": "203.0.113.7" };
    expect(await seen({ ...forwarded, "x-panel-forward-secret": SECRET }, "127.0.0.1")).toBe("203.0.113.7");
    expect(await seen({ ...forwarded, "x-panel-forward-secret": `${SECRET}x` }, "127.0.0.1")).toBe("127.0.0.1");
    expect(await seen(forwarded, "10.1.2.3")).toBe("10.1.2.3");
    // No secret configured: never believed, whatever is sent.
    expect(await seen({ ...forwarded, "x-panel-forward-secret": "" }, "10.1.2.3", undefined)).toBe("10.1.2.3");
  });

  it("falls back to the peer when the forwarded value is not an address, and reads IPv4-mapped peers as IPv4", async () => {
    expect(
      await seen({ "x-panel-client-address": "evil, 1.2.3.4", "x-panel-forward-secret": SECRET }, "::ffff:192.0.2.5"),
    ).toBe("192.0.2.5");
    expect(await seen({}, undefined)).toBe("unknown");
  });

  it("is throttled by itself for IPv4 and by its /64 for IPv6", () => {
    expect(addressThrottleKey("192.0.2.5")).toBe("192.0.2.5");
    expect(addressThrottleKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressThrottleKey("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressThrottleKey("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(addressThrottleKey("::1")).toBe("0:0:0:0::/64");
    expect(addressThrottleKey("unknown")).toBe("unknown");
  });
});

describe("auth settings of the environment", () => {
  it("default to no forward secret, a generated code key and a 120 s impersonation entry", () => {
    const env = parseEnv({});
    expect(env.UPSTREAM_FORWARD_SECRET).toBeUndefined();
    expect(env.OTP_HASH_SECRET).toBeUndefined();
    expect(env.IMPERSONATION_ENTRY_SECONDS).toBe(120);
    expect(parseEnv({ UPSTREAM_FORWARD_SECRET: "" }).UPSTREAM_FORWARD_SECRET).toBeUndefined();
  });

  it("refuse secrets too short to be secrets, naming the variable", () => {
    expect(() => parseEnv({ UPSTREAM_FORWARD_SECRET: "short" })).toThrow(/UPSTREAM_FORWARD_SECRET/);
    expect(() => parseEnv({ OTP_HASH_SECRET: "x".repeat(31) })).toThrow(/OTP_HASH_SECRET/);
    expect(() => parseEnv({ IMPERSONATION_ENTRY_SECONDS: "0" })).toThrow(/IMPERSONATION_ENTRY_SECONDS/);
    expect(parseEnv({ UPSTREAM_FORWARD_SECRET: "f".repeat(64), IMPERSONATION_ENTRY_SECONDS: "30" })).toMatchObject({
      UPSTREAM_FORWARD_SECRET: "f".repeat(64),
      IMPERSONATION_ENTRY_SECONDS: 30,
    });
  });
});
