import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

test("city-province send: a province's bank numbers counted per operator, at least 5,000 chosen, priced and sent on the bank line", async ({
  page,
}) => {
  const account = await createAccount({ credit: 100_000_000 });
  await signIn(page, account, "/send-sms/city-province");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toContainText("98BANK");

  await page.getByRole("combobox", { name: "استان" }).click();
  await page.getByRole("option", { name: "تهران", exact: true }).click();
  const available = page.locator("#params-0-mci-available");
  await expect(available).toHaveText(/^از [۰-۹٬]+$/);

  // Fewer than 5,000 is refused before pricing.
  await page.getByRole("textbox", { name: "همراه اول" }).fill("100");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("فروش ویژهٔ پاییز در شعبه‌های تهران");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toBeVisible();

  await page.getByRole("textbox", { name: "همراه اول" }).fill("6000");
  await expect(page.getByText("دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toHaveCount(0);
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toContainText("۶٬۰۰۰");
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText("۶٬۰۰۰");
  await expect(creditText(page)).not.toHaveText("۱۰۰٬۰۰۰٬۰۰۰ ریال");
});
