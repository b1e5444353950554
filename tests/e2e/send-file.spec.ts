import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

const csv = (rows: string[]) => ({
  name: "numbers.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFFنام,موبایل\n${rows.join("\n")}\n`, "utf8"),
});

test("file send: a CSV read in the browser with its upload report, priced, sent and debited", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/file");

  await page
    .locator("#recipients-file")
    .setInputFiles(
      csv(["علی,09121234567", "مریم,+989351234567", "رضا,۰۹۲۱۱۲۳۴۵۶۷", "خالی,", "بد,0912", "تکراری,09121234567"]),
    );
  await expect(page.getByText("شمارهٔ معتبر خوانده شد.")).toContainText("۳");
  await expect(page.getByText(/خانه خالی: ۱ ردیف/)).toBeVisible();
  await expect(page.getByText(/شماره نامعتبر: ۱ ردیف/)).toBeVisible();
  await expect(page.getByText(/شماره تکراری: ۱ ردیف/)).toBeVisible();

  await page.getByRole("textbox", { name: "متن پیام" }).fill("یادآوری نوبت فردا");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toContainText("۱");
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByRole("heading", { name: "ارسال شما ثبت شد" })).toBeVisible();
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText("۳");
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});

test("file send refuses a program renamed as a spreadsheet, and one without any valid number, each with its own message @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/file");

  await page.locator("#recipients-file").setInputFiles({
    name: "list.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("MZ\x90\x00\x03 this is a program"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "فرمت فایل درست نیست" })).toBeVisible();

  await page.locator("#recipients-file").setInputFiles(csv(["علی,0912", "مریم,abc"]));
  await expect(page.getByRole("alert").filter({ hasText: "هیچ شماره موبایل معتبری" })).toBeVisible();
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});
