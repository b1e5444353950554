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

const live = { creditChanged: async () => undefined, sendProgress: async () => undefined, inboxReceived: async () => undefined, sessionsEnded: () => undefined, connections: () => 0, drop: () => 0 };
const app = createApp({ db: brokenDb(), env: parseEnv({ UPSTREAM_DEV_ROUTES: "1" }), live });
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
  it("refuse a caller from another machine with 403 before doing anything", async () => {
    const response = await app.request("/__dev/outbox", {}, fromAddress("192.168.1.20"));
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.meta).toMatchObject({ status: false, message: "این مسیر فقط از همین سیستم در دسترس است" });
  });

  it("are absent in production unless asked for", async () => {
    const production = createApp({ db: brokenDb(), env: parseEnv({ NODE_ENV: "production" }), live });
    const response = await production.request("/__dev/outbox", {}, fromAddress("127.0.0.1"));
    expect(response.status).toBe(404);
    expect((await response.json()).meta.message_code).toBe("404-1");
  });
});
