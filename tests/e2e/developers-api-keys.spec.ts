import type { Page } from "@playwright/test";
import { createAccount, latestOtp, signIn, type DevAccount } from "./support/accounts";
import { apiKeyCall, createApiKey } from "./support/api-keys";
import { createActiveColleague } from "./support/colleagues";
import { expect, test } from "./support/test";

const KEYS = "/developers/api-keys";
const ANY_ADDRESS = /این کلید از هر نشانی‌ای پذیرفته می‌شود/;
const WRONG_CODE = "کد تأیید درست نیست";

const keyRow = (page: Page, title: string) =>
  page
    .getByRole("main")
    .locator("tr, li")
    .filter({ has: page.getByText(title, { exact: true }) });

async function openKeys(page: Page, account: DevAccount) {
  await signIn(page, account, KEYS);
  await expect(page.getByRole("navigation", { name: "صفحه‌های برنامه‌نویسان" })).toBeVisible();
}

/** Asks the code in the open dialog and answers the code the outbox got. */
async function askCode(page: Page, account: DevAccount): Promise<string> {
  const asked = new Date();
  await page.getByRole("dialog").getByRole("button", { name: "ارسال کد تأیید" }).click();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "کد تأیید" })).toBeVisible();
  return latestOtp(account.mobile, asked);
}

test("a key is made with the code sent to the owner, shown once, and works over plain HTTP", async ({ page }) => {
  const account = await createAccount();
  await openKeys(page, account);
  await expect(page.getByRole("button", { name: "ساخت نخستین کلید" })).toBeVisible();
  await page.getByRole("button", { name: "ساخت کلید", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "ساخت کلید API" });
  const addresses = dialog.getByRole("textbox", { name: "نشانی‌های مجاز" });
  await expect(dialog.getByText(ANY_ADDRESS)).toBeVisible();
  await dialog.getByRole("textbox", { name: "عنوان کلید" }).fill("فروشگاه آنلاین");
  await addresses.fill("127.0.0.1\n10.0.0.300");
  await dialog.getByRole("button", { name: "ارسال کد تأیید" }).click();
  await expect(dialog.getByText("«10.0.0.300» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست")).toBeVisible();
  await expect(addresses).toHaveValue("127.0.0.1\n10.0.0.300");
  await expect(dialog.getByText(ANY_ADDRESS)).toBeHidden();

  await addresses.fill("127.0.0.1\n::1");
  const code = await askCode(page, account);

  // A wrong code is told beside its field; the session and what was typed stay.
  const codeField = dialog.getByRole("textbox", { name: "کد تأیید" });
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "ساخت کلید" }).click();
  await expect(dialog.getByText(WRONG_CODE)).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(addresses).toHaveValue("127.0.0.1\n::1");

  await codeField.fill(code);
  await dialog.getByRole("button", { name: "ساخت کلید" }).click();
  const shown = page.getByRole("dialog", { name: "کلید API ساخته شد" });
  await expect(shown.getByText(/فقط همین یک بار نمایش داده می‌شود/)).toBeVisible();
  const key = (await shown.getByTestId("shown-api-key").textContent())!.trim();
  expect(key).toMatch(/^ipk_[0-9A-Za-z]{40}$/);

  // An application sends it alone in Authorization, over plain HTTP, without the panel.
  const credit = await apiKeyCall(key, "GET", "payment/credit/mine");
  expect(credit.status).toBe(200);

  await shown.getByRole("button", { name: "کلید را برداشتم" }).click();
  await expect(shown).toBeHidden();
  const row = keyRow(page, "فروشگاه آنلاین");
  await expect(row).toContainText("127.0.0.1");
  await expect(row).toContainText("::1");
  await expect(row).toContainText(key.slice(0, 10));
  expect(await page.content()).not.toContain(key);

  await page.reload();
  await expect(keyRow(page, "فروشگاه آنلاین")).toBeVisible();
  expect(await page.content()).not.toContain(key);
  await expect(page.getByTestId("shown-api-key")).toHaveCount(0);
});

test("«نمایش کلید» gives the key a new secret with a fresh code, and the old one is refused", async ({ page }) => {
  const account = await createAccount();
  const old = await createApiKey(account, { title: "انبار", addresses: [] });
  expect((await apiKeyCall(old.key, "GET", "payment/credit/mine")).status).toBe(200);
  await openKeys(page, account);
  const row = keyRow(page, "انبار");
  await expect(row).toContainText("هر نشانی");

  await row.getByRole("button", { name: "نمایش کلید «انبار»" }).click();
  const dialog = page.getByRole("dialog", { name: "نمایش کلید «انبار»" });
  await expect(dialog.getByText(/کلید پیشین از همان لحظه کار نمی‌کند/)).toBeVisible();
  const code = await askCode(page, account);
  await dialog.getByRole("textbox", { name: "کد تأیید" }).fill(code);
  await dialog.getByRole("button", { name: "ساختن کلید تازه" }).click();

  const shown = page.getByRole("dialog", { name: "کلید تازه" });
  const fresh = (await shown.getByTestId("shown-api-key").textContent())!.trim();
  expect(fresh).toMatch(/^ipk_/);
  expect(fresh).not.toBe(old.key);
  expect((await apiKeyCall(old.key, "GET", "payment/credit/mine")).status).toBe(401);
  expect((await apiKeyCall(fresh, "GET", "payment/credit/mine")).status).toBe(200);

  await shown.getByRole("button", { name: "کلید را برداشتم" }).click();
  // Its call of today is counted, and leads to the log of this key's calls.
  const calls = keyRow(page, "انبار").getByRole("link", { name: /گزارش فراخوانی‌های کلید «انبار»/ });
  await expect(calls).toHaveAttribute("href", `/developers/api-calls?key=${old.id}`);
});

test("a key deleted after its confirmation is refused at once", async ({ page }) => {
  const account = await createAccount();
  const made = await createApiKey(account, { title: "باشگاه مشتریان", addresses: ["127.0.0.1", "::1"] });
  await openKeys(page, account);

  await keyRow(page, "باشگاه مشتریان").getByRole("button", { name: "حذف کلید «باشگاه مشتریان»" }).click();
  const dialog = page.getByRole("dialog", { name: "حذف کلید API" });
  await expect(dialog).toContainText("کلید «باشگاه مشتریان» حذف می‌شود");
  expect((await apiKeyCall(made.key, "GET", "payment/credit/mine")).status).toBe(200);
  await dialog.getByRole("button", { name: "حذف کلید" }).click();

  await expect(dialog).toBeHidden();
  await expect(keyRow(page, "باشگاه مشتریان")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "ساخت نخستین کلید" })).toBeVisible();
  expect((await apiKeyCall(made.key, "GET", "payment/credit/mine")).status).toBe(401);
});

test("a colleague whose role lacks the keys' permission does not reach the page @one-viewport", async ({ page }) => {
  const owner = await createAccount();
  await createApiKey(owner, { title: "محرمانه" });
  await signIn(page, await createActiveColleague(owner, { permissions: ["developers.api_calls"] }), KEYS);
  await expect(page.getByRole("alert").filter({ hasText: "دسترسی محدود" })).toBeVisible();
  await expect(page.getByText("محرمانه")).toHaveCount(0);
});
