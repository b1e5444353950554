import { createApp } from "@/upstream/app";
import type { Db } from "@/upstream/db/client";
import { parseEnv } from "@/upstream/env";

/** A database that fails on every query, to see what a client gets when the server breaks. */
function brokenDb(): Db {
  const fail = (): never => {
    throw new Error("connection to 10.1.2.3 refused: password authentication failed for user panel");
  };
  const chain: unknown = new Proxy(function () {}, { get: () => chain, apply: fail });
  return chain as Db;
}

const live = {
  creditChanged: async () => undefined,
  sendProgress: async () => undefined,
  inboxReceived: async () => undefined,
  creditLow: async () => undefined,
  paymentReviewed: async () => undefined,
  patternReviewed: async () => undefined,
  ticketAnswered: async () => undefined,
  sessionsEnded: () => undefined,
  connections: () => 0,
  drop: () => 0,
};
const DEV_SECRET = "a".repeat(64);
const app = createApp({ db: brokenDb(), env: parseEnv({ UPSTREAM_DEV_ROUTES: "1" }), live, devSecret: DEV_SECRET });
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("failures the server did not plan for", () => {
  it("answer 500 with the generic Persian envelope, log the cause and leak none of it", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await app.request("/v1/api/user/activity_domain", {}, fromAddress("127.0.0.1"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      data: null,
      meta: { status: false, message: "خطای سرور", message_parameters: [], message_code: "500-1", errors: {} },
    });
    expect(text).not.toMatch(/10\.1\.2\.3|password|panel/);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe("development routes", () => {
  it("refuse a caller from another machine with 403 before doing anything, even with the secret", async () => {
    const response = await app.request(
      "/__dev/outbox",
      { headers: { "x-dev-secret": DEV_SECRET } },
      fromAddress("192.168.1.20"),
    );
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.meta).toMatchObject({ status: false, message: "این مسیر فقط از همین سیستم در دسترس است" });
  });

  it("refuse a caller on this machine without the secret, or with a wrong one, before doing anything", async () => {
    for (const headers of [{}, { "x-dev-secret": "b".repeat(64) }, { "x-dev-secret": "a".repeat(63) }] as Record<
      string,
      string
    >[]) {
      const response = await app.request(
        "/__dev/impersonate",
        { method: "POST", headers, body: JSON.stringify({ username: "demo" }) },
        fromAddress("127.0.0.1"),
      );
      expect(response.status).toBe(403);
      expect((await response.json()).meta).toMatchObject({
        status: false,
        message: "این مسیر فقط با کلید توسعه در دسترس است",
      });
    }
  });

  it("are absent unless asked for, whatever NODE_ENV says", async () => {
    const production = createApp({
      db: brokenDb(),
      env: parseEnv({ NODE_ENV: "development" }),
      live,
      devSecret: DEV_SECRET,
    });
    const response = await production.request(
      "/__dev/outbox",
      { headers: { "x-dev-secret": DEV_SECRET } },
      fromAddress("127.0.0.1"),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).meta.message_code).toBe("404-1");
  });
});
