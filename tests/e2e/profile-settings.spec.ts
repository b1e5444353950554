import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { PANEL_REQUEST_HEADER } from "../../lib/api/panel-request-header.mjs";
import { createAccount, persianDigits, signIn } from "./support/accounts";

/** A Persian amount («۱٬۳۷۰ ریال», «با عوارض: ۱٬۳۷۰ ریال») as a number of rials. */
function rials(text: string): number {
  const latin = text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[^\d.]/g, "");
  return Number(latin);
}

/** Posts to the upstream through the BFF, as the panel's own client does. */
async function bffPost(page: Page, path: string, data: unknown): Promise<void> {
  const answer = await page.request.post(`/api/${path}`, {
    data,
    headers: { [PANEL_REQUEST_HEADER]: "1", origin: new URL(page.url()).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The BFF's answer to an upstream GET, as the panel's own client would ask it. */
async function bffGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/${path}`, { headers: { [PANEL_REQUEST_HEADER]: "1" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

test("the tariff page shows what a quick send to one MCI number costs", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  const lines = await bffGet<{ operator_id: number; is_default: boolean; use: string }[]>(
    page,
    "v1/api/number/numbers?page=1&per_page=100",
  );
  // The composer's line: the default, or the first general line (lib/send/line-label.ts).
  const general = lines.filter((l) => l.use === "general");
  const line = general.find((l) => l.is_default) ?? general[0]!;
  const tariff = await bffGet<{ operator_id: number; name: string }[]>(page, "v1/api/user/get_tariff");
  const kind = tariff.find((row) => row.operator_id === line.operator_id)!;

  await page.goto("/profile/tariffs");
  await expect(page.getByRole("heading", { name: "هزینهٔ هر ارسال چگونه حساب می‌شود" })).toBeVisible();
  const row = page
    .getByText(persianDigits(kind.name), { exact: true })
    .locator("xpath=ancestor::*[self::tr or contains(@class, 'rounded-xl')][1]");
  // The first priced column is Persian to MCI.
  const shown = rials(
    (await row
      .getByText(/^با عوارض/)
      .first()
      .textContent()) ?? "",
  );
  expect(shown).toBeGreaterThan(40);

  await page.goto("/send-sms/quick");
  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("سلام");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  const total = confirm.locator("dt", { hasText: "مبلغ کل" }).locator("xpath=following-sibling::dd[1]");
  await expect(total).toBeVisible();
  expect(rials((await total.textContent()) ?? "")).toBe(shown);
});

test("settings: the notices' channels, the default line and the alert threshold are kept after a reload", async ({
  page,
}) => {
  const account = await createAccount();
  await signIn(page, account);
  // A second general line to choose as the default: the agreement line, taken.
  const offered = await bffGet<{ id: number }[]>(page, "v1/api/numbers/agreement-list");
  await bffPost(page, "v1/api/numbers/assign-agreement", { number_id: offered[0]!.id });
  await page.goto("/profile/settings");

  const notices = page.getByRole("form", { name: "اعلان‌ها" });
  const group = (name: string) => notices.getByRole("group", { name });
  await expect(group("کمبود اعتبار").getByRole("radio", { name: "پیامک و پنل" })).toBeChecked();
  await group("کمبود اعتبار").getByText("فقط در پنل").click();
  await group("بررسی پرداخت").getByText("پیامک و پنل").click();
  await notices.getByRole("button", { name: "ذخیرهٔ اعلان‌ها" }).click();
  await expect(page.getByText("تنظیمات اعلان‌ها ذخیره شد.", { exact: true })).toBeVisible();

  const threshold = page.getByLabel("آستانهٔ هشدار (ریال)");
  await threshold.fill("150000");
  await page.getByRole("button", { name: "ذخیرهٔ هشدار" }).click();
  await expect(page.getByText("آستانهٔ هشدار باید بیش از ۲۰۰٬۰۰۰ ریال باشد")).toBeVisible();
  await threshold.fill("750000");
  await page.getByRole("button", { name: "ذخیرهٔ هشدار" }).click();
  await expect(page.getByText(/^هشدار زیر .* روشن شد\.$/)).toBeVisible();

  const lineBox = page.getByRole("combobox", { name: "خط ارسال‌کننده" });
  const before = (await lineBox.textContent()) ?? "";
  await lineBox.click();
  const other = page.getByRole("option").filter({ hasNotText: before.trim() }).first();
  const otherLabel = ((await other.textContent()) ?? "").trim();
  await other.click();
  await page.getByRole("button", { name: "ذخیرهٔ خط پیش‌فرض" }).click();
  await expect(page.getByText("خط پیش‌فرض ذخیره شد.", { exact: true })).toBeVisible();

  await page.reload();
  await expect(group("کمبود اعتبار").getByRole("radio", { name: "فقط در پنل" })).toBeChecked();
  await expect(group("بررسی پرداخت").getByRole("radio", { name: "پیامک و پنل" })).toBeChecked();
  await expect(group("پاسخ پشتیبانی").getByRole("radio", { name: "پیامک و پنل" })).toBeChecked();
  await expect(page.getByLabel("آستانهٔ هشدار (ریال)")).toHaveValue("750,000");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveText(otherLabel);
});

test("a new account names its business before it can send", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000, business_set_up: false });
  await signIn(page, account);
  const dialog = page.getByRole("dialog", { name: "ثبت کسب‌وکار" });
  await expect(dialog).toBeVisible();

  // Put off: the quick send is refused with the reason.
  await dialog.getByRole("button", { name: "بعداً" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/send-sms/quick");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "ثبت کسب‌وکار" }).click();
  await expect(dialog.getByText("نام کسب‌وکار را وارد کنید")).toBeVisible();
  await expect(dialog.getByText("حوزه فعالیت را انتخاب کنید")).toBeVisible();
  await dialog.getByLabel("نام کسب‌وکار").fill("نانوایی سنگک محله");
  await dialog.getByRole("button", { name: "بعداً" }).click();

  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("سلام");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await page.getByRole("dialog", { name: "تأیید ارسال" }).getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(page.getByText("پیش از ارسال پیامک، نام کسب‌وکار و حوزهٔ فعالیت خود را ثبت کنید")).toBeVisible();

  // Set up: the dialog does not come back, and the send goes.
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("نام کسب‌وکار").fill("نانوایی سنگک محله");
  const domain = dialog.getByRole("combobox", { name: "حوزه فعالیت" });
  await expect(domain).not.toContainText("در حال دریافت فهرست…");
  await domain.click();
  await page.getByRole("option").first().click();
  await dialog.getByRole("button", { name: "ثبت کسب‌وکار" }).click();
  await expect(page.getByText("کسب‌وکار شما ثبت شد؛ اکنون می‌توانید پیامک بفرستید.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("سلام");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await page.getByRole("dialog", { name: "تأیید ارسال" }).getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(dialog).toBeHidden();
});
