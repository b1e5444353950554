import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, persianDigits, randomMobile, signIn, storedSend } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { dedicatedLine, deliverSms } from "./support/inbox";
import { createSecretaryThroughApi } from "./support/secretaries";

interface Answered {
  secretary: { secretary_id: number; kind: string; answer_state: string; answer_send_id: number | null } | null;
}

const smsTo = (line: string, text: string, from = randomMobile()) => deliverSms(from, line, text) as Promise<Answered>;

/** The text of the send a secretary queued as its answer. */
async function answerText(answered: Answered): Promise<string | null> {
  const id = answered.secretary?.answer_send_id;
  return id ? (await storedSend(id)).message : null;
}

async function fillKeyword(page: Page, index: number, keyword: string, answer: string) {
  const number = persianDigits(String(index));
  await page.getByRole("textbox", { name: `کلمهٔ کلیدی ${number}`, exact: true }).fill(keyword);
  await page.getByRole("textbox", { name: `پاسخ کلمهٔ ${number}` }).fill(answer);
}

test("a keyword secretary made in the panel answers a received SMS from its line, shows in the list with its count, and stops once disabled", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  await signIn(page, account, "/secretary/received-message/inbox");
  await expect(page.getByText("هنوز منشی‌ای نساخته‌اید", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "منشی جدید" }).first().click();

  await page.getByRole("textbox", { name: "عنوان منشی" }).fill("پاسخ به مشتریان");
  await expect(page.getByRole("combobox", { name: "خط دریافت پیامک" })).toContainText(line.slice(1));
  await fillKeyword(page, 1, "قیمت", "فهرست قیمت‌ها در سایت ماست");
  await page.getByRole("button", { name: "افزودن کلمهٔ کلیدی" }).click();
  await fillKeyword(page, 2, "ساعت کاری", "هر روز از ۹ تا ۱۷");
  await page.getByRole("combobox", { name: "شیوهٔ تطبیق" }).nth(1).selectOption("contains");
  await page
    .getByRole("textbox", { name: "پاسخ به پیام‌های دیگر (اختیاری)" })
    .fill("پیامتان رسید؛ به‌زودی پاسخ می‌دهیم");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page).toHaveURL(/\/secretary\/received-message\/recipients\/\d+\/all$/);

  // Persian «ي» and a half-space-free spelling still match; «contains» finds the phrase inside a sentence.
  expect(await answerText(await smsTo(line, "قيمت"))).toBe("فهرست قیمت‌ها در سایت ماست");
  expect(await answerText(await smsTo(line, "لطفا ساعت کاری را بگویید"))).toBe("هر روز از ۹ تا ۱۷");
  expect(await answerText(await smsTo(line, "سلام"))).toBe("پیامتان رسید؛ به‌زودی پاسخ می‌دهیم");

  await page.goto("/secretary/received-message/inbox");
  const table = page.getByRole(page.viewportSize()!.width < 768 ? "list" : "table", { name: "منشی‌ها" });
  await expect(table).toContainText("پاسخ به مشتریان");
  await expect(table).toContainText("۳");
  await expect(table).toContainText("فعال");
  expect(await seriousViolations(page), "/secretary/received-message/inbox").toEqual([]);

  await page.getByRole("button", { name: "غیرفعال‌سازی «پاسخ به مشتریان»" }).click();
  await expect(page.getByText("منشی «پاسخ به مشتریان» غیرفعال شد و دیگر پاسخ نمی‌دهد.").first()).toBeVisible();
  await expect(table).toContainText("غیرفعال");
  expect((await smsTo(line, "قیمت")).secretary).toBeNull();

  await page.getByRole("button", { name: "فعال‌سازی «پاسخ به مشتریان»" }).click();
  await expect(page.getByText("منشی «پاسخ به مشتریان» فعال شد.").first()).toBeVisible();
  expect(await answerText(await smsTo(line, "قیمت"))).toBe("فهرست قیمت‌ها در سایت ماست");
});

test("a refused secretary keeps what was typed and says why beside each field", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await dedicatedLine(account);
  await signIn(page, account, "/secretary/received-message/create");

  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page.getByText("عنوان منشی را وارد کنید")).toBeVisible();
  await expect(page.getByText("کلمهٔ کلیدی را وارد کنید")).toBeVisible();
  await expect(page.getByText("متن پاسخ را وارد کنید")).toBeVisible();
  expect(await seriousViolations(page), "/secretary/received-message/create, refused").toEqual([]);

  await page.getByRole("textbox", { name: "عنوان منشی" }).fill("پرسش‌های پرتکرار");
  await fillKeyword(page, 1, "قیمت", "در سایت");
  await page.getByRole("button", { name: "افزودن کلمهٔ کلیدی" }).click();
  await fillKeyword(page, 2, "قيمت", "تکراری");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page.getByText("این کلمهٔ کلیدی تکراری است")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "پاسخ کلمهٔ ۲" })).toHaveValue("تکراری");

  // A gift's answer must say where its code goes.
  await page.getByRole("radio", { name: /هدیه/ }).check();
  await page.getByRole("textbox", { name: "کلمهٔ کلیدی", exact: true }).fill("جایزه");
  await page.getByRole("textbox", { name: "پاسخ همراه کد" }).fill("کد شما آماده است");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page.getByText("متن پاسخ باید %code% را داشته باشد", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole("textbox", { name: "عنوان منشی" })).toHaveValue("پرسش‌های پرتکرار");
});

test("an account with no line that receives is told so, and the line field says what is missing", async ({ page }) => {
  await signIn(page, await createAccount(), "/secretary/received-message/create");
  await expect(page.getByText("هیچ‌یک از خط‌های شما پیامک دریافت نمی‌کند", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page.getByText("خط دریافت پیامک را انتخاب کنید")).toBeVisible();
  await page.getByRole("link", { name: "درخواست پشتیبانی" }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test("a poll is edited in place with its type kept, and deleted from the list after a confirmation", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  await signIn(page, account, "/secretary/received-message/create");
  await page.getByRole("textbox", { name: "عنوان منشی" }).fill("نظرسنجی محصول");
  await page.getByRole("radio", { name: /نظرسنجی/ }).check();
  await page.getByRole("textbox", { name: "گزینهٔ ۱" }).fill("عالی");
  await page.getByRole("textbox", { name: "گزینهٔ ۲" }).fill("خوب");
  await page.getByRole("button", { name: "افزودن گزینه" }).click();
  await page.getByRole("textbox", { name: "گزینهٔ ۳" }).fill("بد");
  await page.getByRole("textbox", { name: "پاسخ به رأی", exact: true }).fill("رأی شما ثبت شد");
  await page.getByRole("textbox", { name: "پاسخ به رأی دوباره" }).fill("پیش‌تر رأی داده‌اید");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page).toHaveURL(/recipients\/\d+\/all$/);
  const id = /recipients\/(\d+)/.exec(page.url())![1];

  const voter = randomMobile();
  expect((await smsTo(line, "۲", voter)).secretary?.kind).toBe("vote");

  await page.goto(`/secretary/received-message/${id}`);
  await expect(page.getByRole("radio", { name: /نظرسنجی/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /مسابقه/ })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "گزینهٔ ۳" })).toHaveValue("بد");
  await page.getByRole("textbox", { name: "پاسخ به رأی دوباره" }).fill("هر شماره تنها یک رأی دارد");
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(page.getByText("تغییرات منشی «نظرسنجی محصول» ذخیره شد.").first()).toBeVisible();
  expect(await answerText(await smsTo(line, "۱", voter))).toBe("هر شماره تنها یک رأی دارد");

  await page.goto("/secretary/received-message/inbox");
  await page.getByRole("button", { name: "حذف «نظرسنجی محصول»" }).click();
  await page.getByRole("dialog", { name: "حذف منشی" }).getByRole("button", { name: "حذف" }).click();
  await expect(page.getByText("۱ منشی حذف شد.").first()).toBeVisible();
  await expect(page.getByText("هنوز منشی‌ای نساخته‌اید", { exact: false })).toBeVisible();
  expect((await smsTo(line, "۱")).secretary).toBeNull();
});

test("a criticism secretary and a visit secretary made in the panel acknowledge every message and count each number's visits", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  const otherLine = await dedicatedLine(account);

  await signIn(page, account, "/secretary/received-message/create");
  await page.getByRole("textbox", { name: "عنوان منشی" }).fill("صندوق انتقادها");
  await page.getByRole("radio", { name: /انتقادات و پیشنهادات/ }).check();
  await page.getByRole("textbox", { name: "پاسخ به هر پیام" }).fill("از نظر شما سپاسگزاریم");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page).toHaveURL(/recipients\/\d+\/all$/);
  expect(await answerText(await smsTo(line, "ارسال سفارش دیر بود"))).toBe("از نظر شما سپاسگزاریم");

  await page.goto("/secretary/received-message/create");
  await page.getByRole("textbox", { name: "عنوان منشی" }).fill("ثبت بازدید نمایشگاه");
  await page.getByRole("combobox", { name: "خط دریافت پیامک" }).click();
  await page.getByRole("option", { name: new RegExp(otherLine.slice(1)) }).click();
  await page.getByRole("radio", { name: /ثبت بازدید/ }).check();
  await page.getByRole("textbox", { name: "کلمهٔ کلیدی", exact: true }).fill("بازدید");
  await page.getByRole("textbox", { name: "پاسخ به بازدید" }).fill("این بازدید شمارهٔ %count% شماست");
  await page.getByRole("button", { name: "ساخت منشی" }).click();
  await expect(page).toHaveURL(/recipients\/\d+\/all$/);

  const visitor = randomMobile();
  const first = await smsTo(otherLine, "بازدید", visitor);
  expect(first.secretary?.kind).toBe("visit");
  expect(await answerText(first)).toBe("این بازدید شمارهٔ ۱ شماست");
  expect(await answerText(await smsTo(otherLine, "بازديد", visitor))).toBe("این بازدید شمارهٔ ۲ شماست");
});

test("a secretary past its end answers no more and the list says it has ended; an end in the past is refused at the picker", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  const endsAt = new Date(Date.now() + 4_000).toISOString().slice(0, 19).replace("T", " ");
  await createSecretaryThroughApi(account, {
    type: 3,
    title: "نظرهای هفتهٔ جشنواره",
    receiver_number: line,
    sender_number: line,
    expires_at: endsAt,
    answer_text: "نظر شما رسید",
  });
  expect(await answerText(await smsTo(line, "عالی بود"))).toBe("نظر شما رسید");
  await expect.poll(async () => (await smsTo(line, "باز هم عالی")).secretary, { timeout: 15_000 }).toBeNull();

  await signIn(page, account, "/secretary/received-message/inbox");
  const table = page.getByRole(page.viewportSize()!.width < 768 ? "list" : "table", { name: "منشی‌ها" });
  await expect(table).toContainText("پایان‌یافته");

  await page.getByRole("link", { name: "ویرایش «نظرهای هفتهٔ جشنواره»" }).click();
  const end = page.getByRole("combobox", { name: "زمان پایان (اختیاری)" });
  await end.fill("1400/01/01 10:00");
  await end.press("Enter");
  await expect(page.getByText("تاریخ گذشته را نمی‌توان انتخاب کرد")).toBeVisible();
  // The end that passed stays as it was: saving it again is refused beside the field.
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(page.getByText("زمان پایان باید در آینده باشد")).toBeVisible();
});
