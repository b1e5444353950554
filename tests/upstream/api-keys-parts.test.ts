import { addressAllowed, parseRange } from "@/lib/validation/ip-ranges";
import { keptAnswer, keptBody, redactedHeaders, redactedQuery } from "@/upstream/api-keys/redact";
import { keyRateLimiter } from "@/upstream/api-keys/rate-limit";
import { isApiKeyFormat, newApiKey } from "@/upstream/api-keys/key-secret";

/** The parts of key authentication and the call log that need no server. */

describe("allowed addresses", () => {
  it.each([
    ["198.51.100.7", ["198.51.100.7"], true],
    ["198.51.100.8", ["198.51.100.7"], false],
    ["10.200.3.4", ["10.0.0.0/8"], true],
    ["11.0.0.1", ["10.0.0.0/8"], false],
    ["198.18.0.1", ["198.18.0.0/31"], true],
    ["198.18.0.2", ["198.18.0.0/31"], false],
    ["::ffff:10.1.2.3", ["10.0.0.0/8"], true],
    ["10.1.2.3", ["::ffff:10.0.0.0/104"], true],
    ["2001:db8:1::5", ["2001:db8::/32"], true],
    ["2001:db9::5", ["2001:db8::/32"], false],
    ["fe80::1%eth0", ["fe80::/10"], true],
    ["::1", ["127.0.0.1"], false],
    ["1.2.3.4", ["0.0.0.0/0"], true],
    ["unknown", ["0.0.0.0/0"], false],
  ])("%s in %j: %s", (address, ranges, allowed) => {
    expect(addressAllowed(address, ranges)).toBe(allowed);
  });

  it("refuses what is not an address or a range", () => {
    for (const bad of [
      "1.2.3",
      "1.2.3.4/33",
      "01.2.3.4",
      "1.2.3.4/",
      "::1::2",
      "1:2:3:4:5:6:7:8:9",
      "2001:db8::/129",
      "host",
    ]) {
      expect(parseRange(bad)).toBeNull();
    }
  });
});

describe("the rate limit's bucket", () => {
  it("holds a second's worth, refills at the rate and tells the wait in seconds", () => {
    const limiter = keyRateLimiter();
    const t = 1_000_000;
    expect([0, 1, 2].map(() => limiter.take(1, 3, t))).toEqual([0, 0, 0]);
    expect(limiter.take(1, 3, t)).toBe(1);
    expect(limiter.take(2, 3, t)).toBe(0);
    expect(limiter.take(1, 3, t + 340)).toBe(0);
    expect(limiter.take(1, 3, t + 340)).toBe(1);
  });
});

describe("keys", () => {
  it("are ipk_ and 40 base62 characters, each new", () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(isApiKeyFormat(a.raw)).toBe(true);
    expect(a.raw).not.toBe(b.raw);
    expect(a.prefix).toBe(a.raw.slice(0, 10));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(isApiKeyFormat(`Bearer ${a.raw}`)).toBe(false);
    expect(isApiKeyFormat("84cd3ef65b0700dea4ac7942e61df4a5")).toBe(false);
  });
});

describe("what the call log keeps", () => {
  it("removes secrets from headers, query and JSON at any depth", () => {
    const headers = redactedHeaders(
      new Headers({ authorization: "ipk_x", cookie: "a=b", "x-api-key": "k", "content-type": "application/json" }),
    );
    expect(headers).toEqual({
      authorization: "[removed]",
      cookie: "[removed]",
      "x-api-key": "[removed]",
      "content-type": "application/json",
    });
    expect(redactedQuery("?token=abc&page=2")).toBe("token=[removed]&page=2");
    expect(redactedQuery("")).toBeNull();
    expect(JSON.parse(keptBody('{"a":[{"otp":"1"}],"new_password":"p","text":"hi"}')!)).toEqual({
      a: [{ otp: "[removed]" }],
      new_password: "[removed]",
      text: "hi",
    });
    expect(keptBody('{"password": "p", broken')).toBe('{"password": "[removed]", broken');
    // The envelope's error code names what went wrong, and stays; a one-time code does not.
    expect(JSON.parse(keptBody('{"meta":{"message_code":"401-3"},"params":{"code":"123456"}}')!)).toEqual({
      meta: { message_code: "401-3" },
      params: { code: "[removed]" },
    });
    // An answer made as an object is kept the same way, without being written and read back.
    expect(JSON.parse(keptAnswer({ data: { token: "t", credit: 5 }, meta: { message_code: null } })!)).toEqual({
      data: { token: "[removed]", credit: 5 },
      meta: { message_code: null },
    });
    expect(keptAnswer({ note: "x".repeat(20_000) })).toContain("[بریده شد: از ");
    expect(keptBody('{"message_code": "401-3", "code": "1", broken')).toBe(
      '{"message_code": "401-3", "code": "[removed]", broken',
    );
  });

  it("cuts a body at 10 KB, saying so", () => {
    const kept = keptBody(JSON.stringify({ text: "س".repeat(20_000) }))!;
    expect(Buffer.byteLength(kept)).toBeLessThan(10 * 1024 + 200);
    expect(kept).toMatch(/\[بریده شد: از \d+ بایت فقط ۱۰ کیلوبایت نخست نگه داشته شد\]$/);
    expect(kept).not.toContain("\uFFFD");
    expect(keptBody("")).toBeNull();
  });
});
