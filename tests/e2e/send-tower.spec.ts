import { expect, test } from "./support/test";
import { createAccount, creditText, readPersianNumber, signIn, storedSend } from "./support/accounts";

const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

test("Irancell tower send: a province's towers listed and searched, all chosen, their Irancell numbers priced and sent on the bank line", async ({
  page,
}) => {
  const account = await createAccount({ credit: 100_000_000 });
  await signIn(page, account, "/send-sms/tower-irancell");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toContainText("98BANK");

  await page.getByRole("combobox", { name: "استان" }).click();
  await page.getByRole("option", { name: "تهران", exact: true }).click();
  const towers = page.getByRole("group", { name: "دکل‌ها" });
  const boxes = towers.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  const total = await boxes.count();
  // Hundreds of towers scroll inside their box; the page itself stays its own height.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);

  // The search narrows the list; clearing it brings every tower back.
  const firstName = (await towers.getByRole("listitem").first().locator("span").first().textContent())!.trim();
  await towers.getByRole("searchbox", { name: "جستجوی نام دکل" }).fill(firstName);
  await expect(boxes).not.toHaveCount(0);
  expect(await boxes.count()).toBeLessThan(total);
  await towers.getByRole("searchbox", { name: "جستجوی نام دکل" }).fill("");
  await expect(boxes).toHaveCount(total);

  await towers.getByRole("button", { name: "انتخاب همه" }).click();
  const summary = towers.getByText(/دکل انتخاب‌شده با/);
  await expect(summary).toContainText(`${total.toLocaleString("fa-IR")} دکل`);
  const served = readPersianNumber((await summary.locator("strong").textContent())!);
  expect(served).toBeGreaterThanOrEqual(5000);

  await page.getByRole("textbox", { name: "تعداد گیرندگان ایرانسل" }).fill("5000");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("پوشش جدید اینترنت در محلهٔ شما");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /ایرانسل/ })).toContainText("۵٬۰۰۰");
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toHaveCount(0);
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(creditText(page)).not.toHaveText("۱۰۰٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("tower");
  expect(stored.recipient_count).toBe(5000);
  expect(new Set(stored.recipients.map((r) => r.operator))).toEqual(new Set(["irancell"]));
});
