import { databaseFailure } from "@/upstream/http/database-failure";

/** An error as drizzle throws it: the driver's error (with its SQLSTATE) as the cause. */
const drizzleError = (cause: object) => Object.assign(new Error("Failed query: insert …"), { cause });

describe("a request that failed in the database", () => {
  it("answers 507 with the Persian reason when the database's disk is full (SQLSTATE 53100), nothing stored", () => {
    const failure = databaseFailure(
      drizzleError({ code: "53100", message: "could not extend file: No space left on device" }),
    );
    expect(failure?.status).toBe(507);
    expect(failure?.message).toBe(
      "فضای ذخیره‌سازی سرور پر است و این تغییر ذخیره نشد. لطفاً به پشتیبانی اطلاع دهید و بعداً دوباره تلاش کنید.",
    );
    expect(failure?.messageCode).toBe("507-1");
  });

  it.each([
    ["the server shutting down (57P01)", { code: "57P01" }],
    ["the server starting (57P03)", { code: "57P03" }],
    ["a connection lost (08006)", { code: "08006" }],
    ["no connection at all", { code: "ECONNREFUSED", errno: -111 }],
  ])("answers 503 «try again in a moment» for %s", (_what, cause) => {
    const failure = databaseFailure(drizzleError(cause));
    expect(failure?.status).toBe(503);
    expect(failure?.message).toMatch(/چند لحظه دیگر دوباره تلاش کنید/);
  });

  it("leaves any other error to the generic 500: a broken constraint, a bug, a plain error", () => {
    expect(databaseFailure(drizzleError({ code: "23505" }))).toBeNull();
    expect(databaseFailure(new TypeError("x is undefined"))).toBeNull();
    expect(databaseFailure("a string")).toBeNull();
  });
});
