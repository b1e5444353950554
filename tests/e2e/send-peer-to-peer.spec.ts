import { expect, test } from "./support/test";
import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { createAccount, creditText, signIn, storedSend } from "./support/accounts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);
// 99 characters: two parts in Persian (67 each), with or without the line's «لغو۱۱».
const LONG = "سفارش شما به شمارهٔ ۱۴۵۲ ارسال شد و فردا بین ساعت ۹ تا ۱۲ به دستتان می‌رسد. از خرید شما سپاسگزاریم.";

test("peer-to-peer send: an Excel file's messages previewed with their parts, priced per message, each delivered to its own number", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/peer-to-peer");

  const rows = [
    ["پیام", "موبایل"],
    ["سلام علی، نوبت شما فردا ساعت ۱۰ است", "09121234567"],
    [LONG, "09351234567"],
  ];
  await page
    .locator("#recipients-file")
    .setInputFiles({ name: "messages.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(buildXlsx(rows)) });
  const preview = page.getByRole("table", { name: /پیش‌نمایش ۲ پیام نخست از ۲/ });
  await expect(preview.getByRole("row", { name: /09121234567/ })).toContainText("سلام علی");
  await expect(
    preview
      .getByRole("row", { name: /09351234567/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("۲");

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByText("تعداد بخش هر پیامک").locator("xpath=following-sibling::dd[1]")).toHaveText("۱ تا ۲");
  await expect(confirm.getByRole("columnheader", { name: "میانگین هر پیامک" })).toBeVisible();
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("peer_to_peer_file");
  expect(stored.recipients.map((r) => [r.msisdn, r.text, r.parts])).toEqual([
    ["989121234567", "سلام علی، نوبت شما فردا ساعت ۱۰ است", 1],
    ["989351234567", LONG, 2],
  ]);
});

test("peer-to-peer send takes Excel only, with its own message @one-viewport", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/peer-to-peer");
  await page.locator("#recipients-file").setInputFiles({
    name: "messages.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("پیام,موبایل\nسلام,09121234567\n"),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "فقط فایل اکسل (xlsx) با دو ستون پیام و شماره موبایل" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
});
