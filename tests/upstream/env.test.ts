import { parseEnv } from "@/upstream/env";

describe("upstream environment", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_PORT: 4000,
      DATA_DIR: ".data",
      TOKEN_TTL_SECONDS: 36000,
      TEMP_TOKEN_TTL_SECONDS: 600,
      OTP_TTL_SECONDS: 120,
      OTP_RESEND_SECONDS: 60,
      devRoutes: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("keeps development routes off unless UPSTREAM_DEV_ROUTES=1 is set, whatever NODE_ENV says", () => {
    expect(parseEnv({ NODE_ENV: "development" }).devRoutes).toBe(false);
    expect(parseEnv({ NODE_ENV: "test" }).devRoutes).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", UPSTREAM_DEV_ROUTES: "1" }).devRoutes).toBe(true);
    expect(parseEnv({ UPSTREAM_DEV_ROUTES: "0" }).devRoutes).toBe(false);
  });

  it("stores passwords at OWASP's cost unless a test run with the development routes asks for the test cost", () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe("owasp");
    expect(parseEnv({ PASSWORD_HASH_COST: "test", UPSTREAM_DEV_ROUTES: "1" }).PASSWORD_HASH_COST).toBe("test");
    expect(() => parseEnv({ PASSWORD_HASH_COST: "test" })).toThrow(/PASSWORD_HASH_COST: test is for test runs/);
    expect(() => parseEnv({ PASSWORD_HASH_COST: "cheap", UPSTREAM_DEV_ROUTES: "1" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("fails loudly on a wrong value, naming it", () => {
    expect(() => parseEnv({ UPSTREAM_PORT: "http" })).toThrow(/UPSTREAM_PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ OTP_TTL_SECONDS: "0" })).toThrow(/OTP_TTL_SECONDS/);
  });
});
