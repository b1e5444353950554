import { isForbiddenAddress } from "@/upstream/webhooks/address-class";
import { nextAttemptAt, RETRY_WINDOW_SECONDS } from "@/upstream/webhooks/schedule";
import { newWebhookSecret, signature, signatureHeader } from "@/upstream/webhooks/signature";
import { destinationOf, ForbiddenDestination, refusedAtCreate, type Resolver } from "@/upstream/webhooks/url-guard";
import { WEBHOOK_SECRET_PATTERN, webhookEndpointRequestSchema } from "@/lib/contract/webhooks";
import { signersOf } from "./support/webhooks";

const fakeResolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("webhook addresses", () => {
  it.each([
    "127.0.0.1",
    "127.9.9.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "169.254.0.5",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "64:ff9b::10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "2001:4860:4860::8888",
  ])("allows the public address %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it("checks every address a name resolves to, so one private answer among public ones refuses the host", async () => {
    const resolve = fakeResolver({
      "mixed.example": ["93.184.216.34", "10.0.0.5"],
      "public.example": ["93.184.216.34"],
    });
    await expect(destinationOf(new URL("https://mixed.example/h"), false, resolve)).rejects.toBeInstanceOf(
      ForbiddenDestination,
    );
    await expect(destinationOf(new URL("https://public.example/h"), false, resolve)).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    // With the allowance (development, tests), loopback is reached.
    await expect(
      destinationOf(new URL("http://127.0.0.1:9/h"), true, fakeResolver({ "127.0.0.1": ["127.0.0.1"] })),
    ).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
  });

  it("refuses at create a literal private address or a name resolving only to private ones; an unresolved name waits for delivery", async () => {
    const resolve = fakeResolver({
      "internal.example": ["10.0.0.5", "fd00::5"],
      "mixed.example": ["93.184.216.34", "10.0.0.5"],
      localhost: ["127.0.0.1", "::1"],
    });
    const refused = (url: string, allow = false) => refusedAtCreate(new URL(url), allow, resolve);
    expect(await refused("http://169.254.169.254/latest/meta-data")).toBe(true);
    expect(await refused("http://[::ffff:127.0.0.1]:8080/")).toBe(true);
    expect(await refused("http://[fd00:ec2::254]/")).toBe(true);
    expect(await refused("https://internal.example/hook")).toBe(true);
    expect(await refused("http://localhost:3000/hook")).toBe(true);
    expect(await refused("https://mixed.example/hook")).toBe(false);
    expect(await refused("https://nowhere.example/hook")).toBe(false);
    expect(await refused("http://127.0.0.1:3000/hook", true)).toBe(false);
  });
});

describe("webhook URLs in the contract", () => {
  const problems = (url: string) => {
    const result = webhookEndpointRequestSchema.safeParse({ url, events: ["send.status"] });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it("takes http and https without credentials, at most 2,000 characters", () => {
    expect(problems("https://shop.example/hooks")).toEqual([]);
    expect(problems("ftp://shop.example/")).toEqual(["نشانی معتبر نیست؛ مانند https://example.com/webhooks"]);
    expect(problems("https://user:pass@shop.example/")[0]).toContain("نام کاربری و رمز عبور");
    expect(problems(`https://shop.example/${"a".repeat(2000)}`)).toEqual(["نشانی حداکثر ۲٬۰۰۰ نویسه است"]);
  });
});

describe("webhook signatures", () => {
  it("match the Standard Webhooks specification's example", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(signature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("carry one signature per secret during a rotation, each verifiable on its own", () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    expect(current).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(Buffer.from(current.slice("whsec_".length), "base64").length).toBeGreaterThanOrEqual(24);
    const body = JSON.stringify({ type: "credit.low", timestamp: new Date().toISOString(), data: { credit: 1 } });
    const header = signatureHeader([current, previous], "msg_1", 1_700_000_000, body);
    expect(header.split(" ")).toHaveLength(2);
    const request = {
      headers: { "webhook-id": "msg_1", "webhook-timestamp": "1700000000", "webhook-signature": header },
      body,
      json: null,
      at: 0,
    };
    expect(signersOf(request, [current, previous, newWebhookSecret()])).toEqual([current, previous]);
    expect(signersOf({ ...request, body: `${body} ` }, [current, previous])).toEqual([]);
  });
});

describe("the retry schedule", () => {
  it("backs off and ends a day after the message was made", () => {
    const made = new Date("2026-01-01T00:00:00Z");
    let at = made;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(made, attempts, at, 1);
      if (!next) break;
      waits.push((next.getTime() - at.getTime()) / 1000);
      at = next;
    }
    expect(waits.slice(0, 5)).toEqual([5, 30, 120, 600, 1800]);
    expect(at.getTime() - made.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_SECONDS * 1000);
    expect(at.getTime() - made.getTime()).toBeGreaterThan(20 * 3600 * 1000);
  });
});
