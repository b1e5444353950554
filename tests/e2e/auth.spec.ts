import { expect, test } from "./support/test";
import { sessionCookieName } from "../../lib/bff/session-options.mjs";
import {
  createAccount,
  creditText,
  expectSignedInAs,
  latestOtp,
  passwordField,
  persianDigits,
  signIn,
  submitLogin,
} from "./support/accounts";

const TEST_NAME = "کاربر آزمایشی";

test.describe("sign-in", () => {
  test("signs in to the dashboard, which shows the user's name and floored credit", async ({ page }, testInfo) => {
    const account = await createAccount({ credit: 1234567.89 });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "ورود به پنل" })).toBeVisible();
    await submitLogin(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(creditText(page)).toHaveText("۱٬۲۳۴٬۵۶۷ ریال");
    await expectSignedInAs(page, testInfo, TEST_NAME, account.username);
  });

  test("a wrong password shows the upstream's Persian message and keeps the typed username", async ({ page }) => {
    const account = await createAccount();
    await page.goto("/login");
    await submitLogin(page, account.username, "Wrong-password-1");
    const form = page.locator("form");
    await expect(form.getByRole("alert").filter({ hasText: "نام کاربری یا رمز عبور اشتباه است" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="username"]')).toHaveValue(account.username);
  });

  test("a signed-out visit to /dashboard goes to /login?next=%2Fdashboard and comes back after signing in", async ({
    page,
  }) => {
    const account = await createAccount();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await submitLogin(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeVisible();
  });

  test("next=//evil.example lands on the dashboard of this site @one-viewport", async ({ page, baseURL }) => {
    const account = await createAccount();
    await page.goto(`/login?next=${encodeURIComponent("//evil.example")}`);
    await submitLogin(page, account.username, account.password);
    await page.waitForURL("**/dashboard");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeVisible();
  });

  test("/login and / take a signed-in user to the dashboard @one-viewport", async ({ page }) => {
    const account = await createAccount();
    await signIn(page, account);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeVisible();
  });

  test("/ takes a signed-out visitor to the sign-in form @one-viewport", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("button", { name: "ورود", exact: true })).toBeVisible();
  });
});

test.describe("two-step sign-in by SMS", () => {
  test("the code from the SMS, typed in Persian digits, opens the dashboard; the resend countdown shows", async ({
    page,
  }) => {
    const account = await createAccount({ two_step: "sms" });
    await page.goto("/login");
    const sent = new Date();
    await submitLogin(page, account.username, account.password);
    await expect(page.getByRole("heading", { name: "ورود دومرحله‌ای" })).toBeVisible();
    // «ارسال دوباره کد تا ۰:۵۹»: the default wait is a minute, so only the countdown is checked.
    await expect(page.getByText(/ارسال دوباره کد تا\s*[۰-۹]+:[۰-۹]{2}/)).toBeVisible();
    await expect(page.getByRole("button", { name: "ارسال دوباره کد" })).toHaveCount(0);

    const code = await latestOtp(account.mobile, sent);
    const otp = page.locator('input[name="otp"]');
    await otp.pressSequentially(persianDigits(code));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeVisible();
  });

  test("a wrong code is refused with a message and the user stays on the code step @one-viewport", async ({ page }) => {
    const account = await createAccount({ two_step: "sms" });
    await page.goto("/login");
    const sent = new Date();
    await submitLogin(page, account.username, account.password);
    const otp = page.locator('input[name="otp"]');
    await expect(otp).toBeVisible();
    const code = await latestOtp(account.mobile, sent);
    const wrong = code === "000000" ? "111111" : "000000";
    await otp.fill(wrong);
    await page.getByRole("button", { name: "تأیید", exact: true }).click();
    await expect(
      page.locator("form").getByRole("alert").filter({ hasText: "اطلاعات وارد شده صحیح نمی باشد" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(otp).toBeVisible();
  });
});

test.describe("sign-out", () => {
  test("«خروج» goes to /login and the dashboard is not reachable again, not even with Back", async ({ page }) => {
    const account = await createAccount();
    await signIn(page, account);
    await page.getByRole("button", { name: "منوی حساب کاربری" }).click();
    await page.getByRole("menuitem", { name: "خروج" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "ورود", exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toHaveCount(0);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test("a session cookie saved before sign-out is refused when replayed @one-viewport", async ({ page, context }) => {
    const account = await createAccount();
    await signIn(page, account);
    const saved = (await context.cookies()).filter((c) => c.name === sessionCookieName());
    expect(saved).toHaveLength(1);

    await page.getByRole("button", { name: "منوی حساب کاربری" }).click();
    await page.getByRole("menuitem", { name: "خروج" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await context.addCookies(saved);
    const credit = await context.request.get("/api/v1/api/payment/credit/mine");
    expect(credit.status()).toBe(401);
    await context.addCookies(saved);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("button", { name: "ورود", exact: true })).toBeVisible();
  });
});

test("the password field is a password until «نمایش رمز عبور» is pressed", async ({ page }) => {
  await page.goto("/login");
  await passwordField(page).fill("Secret123");
  await expect(passwordField(page)).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "نمایش رمز عبور" }).click();
  await expect(passwordField(page)).toHaveAttribute("type", "text");
});
