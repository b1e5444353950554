import { expect, test } from "./support/test";
import {
  createAccount,
  latestOtp,
  passwordField,
  persianDigits,
  randomPassword,
  submitLogin,
} from "./support/accounts";

test("recovers a forgotten password end to end; the new one signs in and the old one is refused", async ({ page }) => {
  const account = await createAccount();
  const newPassword = randomPassword();

  await page.goto("/login");
  await page.getByRole("link", { name: "فراموشی رمز عبور" }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await page.locator('input[name="username"]').fill(account.username);
  // The account's 98912… number, typed the usual way: 0912….
  await page.locator('input[name="mobile"]').fill(`0${account.mobile.slice(2)}`);
  const sent = new Date();
  await page.getByRole("button", { name: "ارسال کد تأیید" }).click();
  await expect(page.getByRole("heading", { name: "کد تأیید" })).toBeVisible();

  const code = await latestOtp(account.mobile, sent);
  await page.locator('input[name="otp"]').pressSequentially(persianDigits(code));
  await expect(page.getByRole("heading", { name: "رمز عبور تازه" })).toBeVisible();

  await passwordField(page).fill(newPassword);
  await page.locator('input[name="password_confirmation"]').fill(newPassword);
  await page.getByRole("button", { name: "ذخیره رمز عبور" }).click();
  await expect(page.getByRole("heading", { name: "رمز عبور تغییر کرد" })).toBeVisible();
  await page.getByRole("link", { name: "ورود به پنل" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, account.username, account.password);
  await expect(
    page.locator("form").getByRole("alert").filter({ hasText: "نام کاربری یا رمز عبور اشتباه است" }),
  ).toBeVisible();

  await passwordField(page).fill(newPassword);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeVisible();
});

test(
  "a new password and a confirmation that differ are refused on the new-password step",
  { tag: "@one-viewport" },
  async ({ page }) => {
    const account = await createAccount();
    await page.goto("/login/forgot-password");
    await page.locator('input[name="username"]').fill(account.username);
    await page.locator('input[name="mobile"]').fill(`0${account.mobile.slice(2)}`);
    const sent = new Date();
    await page.getByRole("button", { name: "ارسال کد تأیید" }).click();
    const code = await latestOtp(account.mobile, sent);
    await page.locator('input[name="otp"]').fill(code);
    await expect(page.getByRole("heading", { name: "رمز عبور تازه" })).toBeVisible();
    await passwordField(page).fill("NewPass123");
    await page.locator('input[name="password_confirmation"]').fill("NewPass124");
    await page.getByRole("button", { name: "ذخیره رمز عبور" }).click();
    await expect(page.locator("#password_confirmation-error")).toHaveText("رمز عبور و تکرار آن یکسان نیستند");
    await expect(page.getByRole("heading", { name: "رمز عبور تازه" })).toBeVisible();
  },
);
