import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

test("postal-code send: codes counted per operator, under 5,000 refused, then sent on the bank line", async ({
  page,
}) => {
  const account = await createAccount({ credit: 200_000_000 });
  await signIn(page, account, "/send-sms/postalcode");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toContainText("98BANK");

  const codes = page.getByRole("textbox", { name: /کدهای پستی/ });
  await codes.fill("1319");
  await codes.press("Enter");
  await expect(page.getByRole("row", { name: /۱۳۱۹/ })).toBeVisible();
  await page.getByRole("textbox", { name: "متن پیام" }).fill("افتتاح شعبهٔ تازه در محلهٔ شما");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);

  await codes.fill("13");
  await codes.press("Enter");
  await expect(page.getByRole("row", { name: /^۱۳ / })).toBeVisible();
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toBeVisible();
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByRole("heading", { name: "ارسال شما ثبت شد" })).toBeVisible();
  await expect(creditText(page)).not.toHaveText("۲۰۰٬۰۰۰٬۰۰۰ ریال");
});
