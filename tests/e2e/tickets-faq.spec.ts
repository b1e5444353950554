import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";
import { chooseOption } from "./support/profile";

test("before a ticket goes, the FAQ shows the answer to a question it knows, and nothing for one it does not", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  // The dashboard's shortcut leads here.
  await page.getByRole("link", { name: "ثبت درخواست پشتیبانی", exact: true }).click();
  await expect(page).toHaveURL(/\/support\/create-ticket$/);
  await chooseOption(page, "دسته‌بندی", "فنی و ارسال پیامک");
  await page.getByRole("textbox", { name: "عنوان" }).fill("پیامک تبلیغاتی به بعضی گیرندگان نمی‌رسد");
  await page
    .getByRole("textbox", { name: "متن درخواست" })
    .fill("چند مشتری می‌گویند پیامک تبلیغاتی ما را دریافت نمی‌کنند؛ دیگران دریافت می‌کنند.");
  await page.getByRole("button", { name: "ثبت درخواست پشتیبانی" }).click();
  const suggestions = page.getByRole("region", { name: "شاید پاسخ شما اینجا باشد" });
  await expect(
    suggestions.getByRole("heading", { name: "چرا بعضی گیرندگان پیامک تبلیغاتی مرا دریافت نمی‌کنند؟" }),
  ).toBeVisible();
  await suggestions.getByRole("button", { name: "مشکلم حل شد" }).click();
  await expect(page).toHaveURL(/\/support$/);
  // Nothing was sent.
  await expect(page.getByText("هنوز درخواست پشتیبانی‌ای ثبت نکرده‌اید", { exact: false })).toBeVisible();

  await page.goto("/support/create-ticket");
  await chooseOption(page, "دسته‌بندی", "مالی و پرداخت");
  await page.getByRole("textbox", { name: "عنوان" }).fill("کارشناس فروش با ما تماس نگرفت");
  await page
    .getByRole("textbox", { name: "متن درخواست" })
    .fill("دیروز فرم مشاورهٔ خرید بستهٔ سالانه را پر کردیم ولی هنوز کسی با ما تماس نگرفته است.");
  const looked = page.waitForResponse((response) => response.url().endsWith("/api/v1/api/ticket/ai"));
  await page.getByRole("button", { name: "ثبت درخواست پشتیبانی" }).click();
  expect(((await (await looked).json()) as { data: { suggestions: unknown[] } }).data.suggestions).toEqual([]);
  await expect(page).toHaveURL(/\/support\/ticket\/\d+$/);
  await expect(page.getByRole("button", { name: "مشکلم حل شد" })).toHaveCount(0);
});
