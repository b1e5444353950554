import { expect, test } from "./support/test";
import { createAccount, creditText, readPersianNumber, signIn, storedSend } from "./support/accounts";

const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

test("map send: an area drawn on the shipped base map is counted; a whole province taken as the area is priced and sent on the bank line", async ({
  page,
}) => {
  const account = await createAccount({ credit: 100_000_000 });
  await signIn(page, account, "/send-sms/map");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toContainText("98BANK");
  await expect(page.getByText("Contains data from GeoNames")).toBeVisible();

  // No area yet: refused next to the map, the text kept.
  await page.getByRole("textbox", { name: "متن پیام" }).fill("افتتاح شعبهٔ جدید در محلهٔ شما");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("محدوده را روی نقشه رسم کنید").first()).toBeVisible();

  // Three corners around the middle of the country.
  const map = page.getByRole("application", { name: "نقشهٔ ایران" });
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.getByRole("button", { name: "رسم محدوده" }).click();
  for (const [x, y] of [
    [0.4, 0.35],
    [0.6, 0.35],
    [0.5, 0.6],
  ] as const)
    await map.click({ position: { x: box.width * x, y: box.height * y } });
  await page.getByRole("button", { name: "پایان رسم" }).click();
  await expect(page.locator("#params-0-mci-available")).toHaveText(/^از [۱-۹][۰-۹٬]*$/);

  await page.getByRole("combobox", { name: "کل یک استان" }).click();
  await page.getByRole("option", { name: "تهران", exact: true }).click();
  await expect(page.locator("#params-0-mci-available")).toHaveText(/^از [۱-۹][۰-۹٬]*$/);
  for (const all of await page.getByRole("button", { name: "همه", exact: true }).all()) await all.click();
  const chosenText = (await page.getByText("گیرندگان انتخاب‌شده:").locator("strong").textContent())!;
  expect(readPersianNumber(chosenText)).toBeGreaterThanOrEqual(5000);

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toBeVisible();
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText(chosenText);
  await expect(creditText(page)).not.toHaveText("۱۰۰٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("map");
  expect(stored.recipient_count).toBe(readPersianNumber(chosenText));
});
