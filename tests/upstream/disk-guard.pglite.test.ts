import { call } from "./support/client";
import { startUpstream, type RunningUpstream } from "./support/start-upstream";

/**
 * The embedded database's disk nearly full (DATA_DIR_MIN_FREE_MB above what the disk has free):
 * every request that may write is refused with 507 and the Persian reason before the database
 * sees it; reads go on.
 */
let upstream: RunningUpstream;
beforeAll(async () => {
  upstream = await startUpstream({ DATABASE_URL: "", BANK_SIZE: "0", DATA_DIR_MIN_FREE_MB: "1000000000" });
}, 120_000);
afterAll(() => upstream?.stop());

const STORAGE_FULL =
  "فضای ذخیره‌سازی سرور پر است و این تغییر ذخیره نشد. لطفاً به پشتیبانی اطلاع دهید و بعداً دوباره تلاش کنید.";
const on = (path: string, body?: unknown) =>
  call(path, { base: upstream.baseUrl, body, from: null, devSecret: upstream.devSecret });

it("refuses a sign-in, a new account and a payment form with 507 and says why", async () => {
  for (const answer of [
    await on("/v1/api/acl/auth/login", { username: "demo", password: "Demo@12345" }),
    await on("/__dev/accounts", {}),
    await on("/gateway/not-an-authority/pay", {}),
  ]) {
    expect(answer.status).toBe(507);
    expect(answer.body.meta).toMatchObject({ status: false, message: STORAGE_FULL, message_code: "507-1" });
  }
});

it("still answers reads", async () => {
  expect((await on("/health")).status).toBe(200);
  expect((await on("/v1/api/acl/auth/login_setting")).status).toBe(200);
});
