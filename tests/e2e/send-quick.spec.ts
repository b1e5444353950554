import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

/** A Persian amount («۱٬۲۳۴٫۵ ریال») as a number of rials. */
function rials(text: string): number {
  const latin = text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[^\d.−-]/g, "");
  return Number(latin.replace("−", "-"));
}

async function openQuickSend(page: Page) {
  await page.goto("/send-sms");
  await page.getByRole("link", { name: /ارسال سریع/ }).click();
  // A client navigation; the whole suite shares two cores, so it may wait on a busy upstream.
  await expect(page).toHaveURL(/\/send-sms\/quick$/, { timeout: 20_000 });
}

test("quick send: numbers typed and pasted, the price before confirming, then the success page and the debit in the header", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  await openQuickSend(page);

  // The default line is chosen; a shared advertising line says it adds «لغو۱۱».
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveText(/\(\d{6,}\)/);

  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("button", { name: "افزودن گروهی" }).click();
  const dialog = page.getByRole("dialog", { name: "افزودن گروهی شماره‌ها" });
  await dialog.getByRole("textbox").fill("09351234567\n09211234567, 09121234567");
  await dialog.getByRole("button", { name: "افزودن به لیست" }).click();
  await dialog.getByRole("button", { name: "بستن" }).click();
  await expect(page.getByText("۳ از ۱٬۰۰۰ شماره")).toBeVisible();

  await page.getByRole("textbox", { name: "متن پیام" }).fill("سلام، جشنوارهٔ پاییزی آغاز شد.");
  await expect(page.getByText(/بخش/).first()).toBeVisible();
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();

  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toBeVisible();
  await expect(confirm.getByRole("row", { name: /ایرانسل/ })).toBeVisible();
  await expect(confirm.getByRole("row", { name: /رایتل/ })).toBeVisible();
  const total = rials(
    (await confirm.locator("dt", { hasText: "مبلغ کل" }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "",
  );
  expect(total).toBeGreaterThan(0);
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByRole("heading", { name: "ارسال شما ثبت شد" })).toBeVisible();
  await expect(creditText(page)).toHaveText(`${Math.floor(1_000_000 - total).toLocaleString("fa-IR")} ریال`);
  // Delivery progresses live until the send is done.
  await expect(page.getByText("ارسال شده", { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("quick send: nothing typed is refused next to each field, and nothing is sent @one-viewport", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  await openQuickSend(page);
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("دست‌کم یک گیرنده وارد کنید")).toBeVisible();
  await expect(page.getByText("متن پیام را وارد کنید")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});

test("quick send with too little credit: the confirmation says so and offers a top-up instead of sending", async ({
  page,
}) => {
  const account = await createAccount({ credit: 100 });
  await signIn(page, account);
  await openQuickSend(page);
  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("آزمایش");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByText("اعتبار شما برای این ارسال کافی نیست.")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "تأیید و ارسال" })).toBeDisabled();
  await expect(confirm.getByRole("link", { name: "افزایش اعتبار" })).toBeVisible();
});
