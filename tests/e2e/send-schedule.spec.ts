import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

/** Tomorrow at 10:30 in Tehran, as the date picker takes it (Jalali «YYYY/MM/DD HH:mm») and as the panel shows it. */
function tomorrowInTehran(): { typed: string; shown: RegExp } {
  const parts = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
    timeZone: "Asia/Tehran",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .formatToParts(new Date(Date.now() + 24 * 3600 * 1000))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const day = `${parts.year}/${parts.month}/${parts.day}`;
  const persian = day.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!).replaceAll("/", "-");
  return { typed: `${day} 10:30`, shown: new RegExp(`${persian} ۱۰:۳۰:۰۰`) };
}

test("a quick send scheduled for tomorrow waits in the send queue, is cancelled before it starts, and its cost comes back", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/quick");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveText(/\(\d{6,}\)/);

  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("یادآوری: جلسهٔ فردا ساعت ۱۰:۳۰");
  await page.getByRole("checkbox", { name: "ارسال در زمان دیگر" }).check();
  const when = tomorrowInTehran();
  await page.getByRole("combobox", { name: "زمان ارسال" }).fill(when.typed);
  await page.getByRole("combobox", { name: "زمان ارسال" }).press("Tab");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();

  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByText(/پیام در .* فرستاده می‌شود/)).toContainText(when.shown);
  await confirm.getByRole("button", { name: "تأیید و زمان‌بندی" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByRole("heading", { name: "ارسال شما زمان‌بندی شد" })).toBeVisible();
  await expect(page.getByText("زمان‌بندی‌شده، در صف ارسال")).toBeVisible();
  await expect(page.getByText("زمان ارسال").locator("xpath=following-sibling::dd[1]")).toHaveText(when.shown);
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");

  await page.getByRole("button", { name: "لغو ارسال" }).click();
  await page.getByRole("dialog", { name: "لغو ارسال" }).getByRole("button", { name: "لغو ارسال" }).click();
  await expect(page.getByText("لغو شده", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "لغو ارسال" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});
