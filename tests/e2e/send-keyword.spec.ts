import { expect, test } from "./support/test";
import { createAccount, creditText, signIn, storedSend } from "./support/accounts";

const csv = (lines: string[]) => ({
  name: "customers.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${lines.join("\n")}\n`, "utf8"),
});
const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

test("keyword send: the file's columns become placeholders, the first recipient's text is previewed, each recipient gets their own values", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/keyword");

  await page
    .locator("#recipients-file")
    .setInputFiles(csv(["نام,موبایل,مبلغ", "علی,09121234567,۱۲۰٬۰۰۰", "مریم,09351234567,۸۵٬۰۰۰", "بد,0912,۱"]));
  await expect(page.getByText("شمارهٔ معتبر خوانده شد.")).toContainText("۲");

  const message = page.getByRole("textbox", { name: "متن پیام" });
  await message.fill("سلام ");
  await page.getByRole("button", { name: /ستون A: نام/ }).click();
  await message.press("End");
  await message.pressSequentially("، بدهی شما {مبلغ} ریال است. {کد}");
  await expect(message).toHaveValue("سلام {نام}، بدهی شما {مبلغ} ریال است. {کد}");
  await expect(page.getByText("این جای‌نماها پر نمی‌شوند")).toContainText("{کد}");
  await message.fill("سلام {نام}، بدهی شما {مبلغ} ریال است.");
  await expect(page.getByText("این جای‌نماها پر نمی‌شوند")).toHaveCount(0);

  const preview = page.getByRole("region", { name: /پیش‌نمایش برای نخستین گیرنده/ });
  await expect(preview).toContainText("سلام علی، بدهی شما ۱۲۰٬۰۰۰ ریال است.");
  await expect(preview).toContainText("09121234567");

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toContainText("۱");
  await expect(confirm.getByRole("row", { name: /ایرانسل/ })).toContainText("۱");
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText("۲");
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("keyword");
  expect(stored.recipients.map((r) => r.text)).toEqual([
    "سلام علی، بدهی شما ۱۲۰٬۰۰۰ ریال است.",
    "سلام مریم، بدهی شما ۸۵٬۰۰۰ ریال است.",
  ]);
});

test("keyword send refuses a row whose filled text is over 10 parts, naming the row, and charges nothing @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/keyword");

  await page
    .locator("#recipients-file")
    .setInputFiles(csv(["موبایل,یادداشت", "09121234567,کوتاه", `09351234567,${"ب".repeat(700)}`]));
  await expect(page.getByText("شمارهٔ معتبر خوانده شد.")).toContainText("۲");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("یادداشت شما: {یادداشت}");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("متن پیام ردیف ۳ فایل بیش از ۱۰ بخش است؛ آن را کوتاه‌تر کنید")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "متن پیام" })).toHaveValue("یادداشت شما: {یادداشت}");
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});
