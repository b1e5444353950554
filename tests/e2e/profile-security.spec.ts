import { readFile } from "node:fs/promises";
import { type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test, untilHydrated } from "./support/test";
import {
  createAccount,
  impersonationToken,
  passwordField,
  randomPassword,
  signIn,
  submitLogin,
  type DevAccount,
} from "./support/accounts";

const SECURITY = "/profile/security-setting";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WRONG_CODE = "اطلاعات وارد شده صحیح نمی باشد";

/** Another browser: a context of its own (its own cookies), optionally with its own user agent. */
async function otherBrowser(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  return context.newPage();
}

/** The security page of a signed-in page, once its parts have come. */
async function openSecurity(page: Page) {
  await page.goto(SECURITY);
  await expect(page.getByRole("heading", { name: "ورود دومرحله‌ای" })).toBeVisible();
  await expect(page.getByTestId("session-row").first()).toBeVisible();
}

/**
 * A browser whose session has ended goes to /login by itself: its live socket closes with the
 * session, and the page's next call (it reads its data again at once) is refused.
 */
async function expectSentToLogin(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "ورود به پنل" })).toBeVisible();
  await untilHydrated(page);
}

/** The code an authenticator app shows for this secret `steps` periods of 30 s from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Signs in through the form up to the second step, which asks for the code. */
async function signInToSecondStep(page: Page, account: Pick<DevAccount, "username" | "password">) {
  await page.goto("/login");
  // A page of a context of its own: its goto does not wait for hydration as the test's page does.
  await untilHydrated(page);
  await submitLogin(page, account.username, account.password);
  await expect(page.getByRole("heading", { name: "ورود دومرحله‌ای" })).toBeVisible();
}

/** From the second step to the recovery code's form. */
async function useRecoveryCode(page: Page, code: string) {
  await page.getByRole("button", { name: "استفاده از کد بازیابی" }).click();
  await expect(page.getByRole("heading", { name: "ورود با کد بازیابی" })).toBeVisible();
  await page.getByLabel("کد بازیابی").fill(code);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
}

test("a changed password ends another browser's session, keeps this one, and the old password no longer signs in @one-viewport", async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  const other = await otherBrowser(browser);
  await signIn(other, account);
  await untilHydrated(other);

  await signIn(page, account);
  await openSecurity(page);
  await expect(page.getByTestId("session-row")).toHaveCount(2);
  const fresh = randomPassword();
  await page.getByLabel("رمز عبور فعلی").fill(account.password);
  await page.getByLabel("رمز عبور تازه", { exact: true }).fill(fresh);
  await expect(page.getByTestId("password-strength-label")).toBeVisible();
  await page.getByLabel("تکرار رمز عبور تازه").fill(fresh);
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByText("رمز عبور تغییر کرد و ۱ نشست دیگر بسته شد؛ این نشست باز می‌ماند.")).toBeVisible();
  await expect(page.getByTestId("session-row")).toHaveCount(1);

  // The other browser stops at its next call; this one goes on.
  await expectSentToLogin(other);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${SECURITY}$`));

  // The old password is refused; the new one signs in.
  await submitLogin(other, account.username, account.password);
  await expect(other.getByText("نام کاربری یا رمز عبور اشتباه است")).toBeVisible();
  await passwordField(other).fill(fresh);
  await other.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.context().close();

  // The refused sign-in shows among the recent ones, as a failure.
  await page.reload();
  const signIns = page.getByRole("region", { name: "ورودهای اخیر" });
  await expect(signIns.getByText("رمز عبور نادرست")).toBeVisible();
  await expect(signIns.getByText("موفق", { exact: true }).first()).toBeVisible();
});

test("a wrong current password is refused beside its field and nothing changes @one-viewport", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  await openSecurity(page);
  await page.getByLabel("رمز عبور فعلی").fill("Not-the-password-1");
  await page.getByLabel("رمز عبور تازه", { exact: true }).fill("Kavir-Lut-2024");
  await page.getByLabel("تکرار رمز عبور تازه").fill("Kavir-Lut-2024");
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByText("رمز عبور فعلی درست نیست")).toBeVisible();
  await expect(page.getByLabel("رمز عبور فعلی")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("تکرار رمز عبور تازه")).toHaveValue("Kavir-Lut-2024");
});

test("two-step by an authenticator app: turned on with the app's code, then sign-in asks for it, and a recovery code works once", async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  await signIn(page, account);
  await openSecurity(page);
  await expect(page.getByText(/برای همهٔ همکاران این حساب هم به کار می‌رود/)).toBeVisible();

  await page.getByRole("button", { name: "روشن کردن با برنامهٔ احراز هویت" }).click();
  await expect(page.getByRole("img", { name: "کد QR برای افزودن حساب به برنامهٔ احراز هویت" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // This period's code, which the upstream still takes if the period turns before it checks; the
  // sign-in below then uses the next period's code, later than this one even then.
  await page.getByLabel("کد تأیید").fill(appCode(secret));
  await page.getByRole("button", { name: "روشن کردن ورود دومرحله‌ای" }).click();
  await expect(page.getByText("ورود دومرحله‌ای روشن شد.")).toBeVisible();
  const codes = await page.getByTestId("recovery-code").allInnerTexts();
  expect(codes).toHaveLength(10);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "دانلود کدها" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`recovery-codes-${account.username}.txt`);
  const file = await readFile((await download.path())!, "utf8");
  for (const code of codes) expect(file).toContain(code);

  await page.getByRole("button", { name: "کدها را نگه داشتم" }).click();
  await expect(page.getByTestId("recovery-code")).toHaveCount(0);
  await expect(page.getByText("کدهای بازیابی استفاده‌نشده: ۱۰ از ۱۰")).toBeVisible();

  // Sign-in now asks for the app's code.
  const laptop = await otherBrowser(browser);
  await signInToSecondStep(laptop, account);
  await laptop.getByLabel("کد تأیید").fill(appCode(secret, 1));
  await expect(laptop).toHaveURL(/\/dashboard$/);

  // A recovery code in place of the code: once.
  const phone = await otherBrowser(browser, IPHONE);
  await signInToSecondStep(phone, account);
  await useRecoveryCode(phone, codes[0]!.toUpperCase());
  await expect(phone).toHaveURL(/\/dashboard$/);

  const again = await otherBrowser(browser);
  await signInToSecondStep(again, account);
  await useRecoveryCode(again, codes[0]!);
  await expect(again.getByRole("alert").filter({ hasText: WRONG_CODE })).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);

  // The page tells what happened: one code used, and the sign-ins with their second steps.
  await page.reload();
  await expect(page.getByText("کدهای بازیابی استفاده‌نشده: ۹ از ۱۰")).toBeVisible();
  const signIns = page.getByRole("region", { name: "ورودهای اخیر" });
  await expect(signIns.getByText("کد بازیابی").first()).toBeVisible();
  await expect(signIns.getByText("برنامهٔ احراز هویت").first()).toBeVisible();
  await expect(signIns.getByText("کد تأیید نادرست").first()).toBeVisible();
  for (const other of [laptop, phone, again]) await other.context().close();
});

test("the sessions list names each browser and ends one, then all the others; each stops at its next call, in every tab", async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  const phone = await otherBrowser(browser, IPHONE);
  await signIn(phone, account);
  await untilHydrated(phone);
  const secondTab = await phone.context().newPage();
  await secondTab.goto("/dashboard");
  await untilHydrated(secondTab);
  const laptop = await otherBrowser(browser);
  await signIn(laptop, account);
  await untilHydrated(laptop);

  await signIn(page, account);
  await openSecurity(page);
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "همین نشست" })).toHaveCount(1);
  const iphone = rows.filter({ hasText: "آیفون، سافاری ۱۷" });
  await expect(iphone).toHaveCount(1);
  await expect(iphone).toContainText("آخرین استفاده");

  await iphone.getByRole("button", { name: "پایان نشست آیفون، سافاری ۱۷" }).click();
  await page.getByRole("dialog", { name: "پایان نشست" }).getByRole("button", { name: "پایان نشست" }).click();
  await expect(rows).toHaveCount(2);
  await expectSentToLogin(phone);
  await expectSentToLogin(secondTab);

  await page.getByRole("button", { name: "خروج از همهٔ نشست‌های دیگر" }).click();
  await page
    .getByRole("dialog", { name: "خروج از همهٔ نشست‌های دیگر" })
    .getByRole("button", { name: "خروج از همه" })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("button", { name: "خروج از همهٔ نشست‌های دیگر" })).toBeDisabled();
  await expectSentToLogin(laptop);
  await page.reload();
  await expect(page.getByTestId("session-row")).toHaveCount(1);
  await phone.context().close();
  await laptop.context().close();
});

test("support staff's entry sees the security page read-only @one-viewport", async ({ page }) => {
  const account = await createAccount();
  await page.goto(`/external-login?token=${encodeURIComponent(await impersonationToken(account.username))}`);
  await page.getByRole("button", { name: "ورود به حساب این کاربر" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSecurity(page);
  await expect(page.getByText(/در ورود پشتیبان این صفحه فقط خواندنی است/)).toBeVisible();
  await expect(page.getByRole("button", { name: "تغییر رمز عبور" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "روشن کردن با پیامک" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "خروج از همهٔ نشست‌های دیگر" })).toHaveCount(0);
  await expect(page.getByTestId("session-row").filter({ hasText: "ورود پشتیبان" })).toHaveCount(1);
});
