import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, signIn, storedSend } from "./support/accounts";
import { seedPhonebook } from "./support/phonebooks";

const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

async function choosePhonebook(page: Page, title: string) {
  await page.getByRole("combobox", { name: "دفترچه‌های تلفن" }).click();
  await page.getByRole("option", { name: new RegExp(title) }).click();
  await page.keyboard.press("Escape");
}

test("phonebook send: two phonebooks chosen, a number in both counted and sent once, priced per operator", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await seedPhonebook(account, "مشتریان", [
    { number: "09121110001", name: "علی" },
    { number: "09351110002", name: "مریم" },
  ]);
  await seedPhonebook(account, "همکاران", [
    { number: "09121110001", name: "علی" },
    { number: "09211110003", name: "رضا" },
  ]);
  await signIn(page, account, "/send-sms/phonebook");

  await page.getByRole("textbox", { name: "متن پیام" }).fill("جلسهٔ فردا ساعت ۱۰ برگزار می‌شود");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("دفترچه تلفن را انتخاب کنید")).toBeVisible();

  await choosePhonebook(page, "مشتریان");
  await choosePhonebook(page, "همکاران");
  await expect(page.getByText(/گیرندگان: /)).toContainText("۳ شماره");

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toContainText("۱");
  await expect(confirm.getByRole("row", { name: /رایتل/ })).toContainText("۱");
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText("۳");
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("phonebook");
  expect(stored.recipients.map((r) => r.msisdn).sort()).toEqual(["989121110001", "989211110003", "989351110002"]);
});

test("keyword send to a phonebook: a contact field placed from its button, previewed, and filled for each contact", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await seedPhonebook(account, "مشتریان باشگاه", [
    { number: "09121110001", name: "علی" },
    { number: "09351110002", name: "مریم" },
  ]);
  await signIn(page, account, "/send-sms/keyword");
  await page.getByRole("tab", { name: "از دفترچه تلفن" }).click();

  await choosePhonebook(page, "مشتریان باشگاه");
  const message = page.getByRole("textbox", { name: "متن پیام" });
  await message.fill("سلام ");
  await page.getByRole("button", { name: /^نام/ }).click();
  await message.press("End");
  await message.pressSequentially("، تولدت مبارک!");
  await expect(message).toHaveValue("سلام {name}، تولدت مبارک!");
  await expect(page.getByRole("region", { name: /پیش‌نمایش برای/ })).toContainText(/سلام (علی|مریم)، تولدت مبارک!/);

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /ایرانسل/ })).toContainText("۱");
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("keyword_phonebook");
  expect(stored.recipients.map((r) => r.text).sort()).toEqual(["سلام علی، تولدت مبارک!", "سلام مریم، تولدت مبارک!"]);
});
