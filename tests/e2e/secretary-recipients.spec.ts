import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./support/test";
import { createAccount, randomMobile, signIn, type DevAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { dedicatedLine, deliverSms } from "./support/inbox";
import { createSecretaryThroughApi, waitForSecretaryMessages } from "./support/secretaries";

const pageOf = (id: number, kind = "all") => `/secretary/received-message/recipients/${id}/${kind}`;

/** An account with credit for the answers, a line of its own, and a secretary of `body` on it. */
async function secretaryOn(body: Record<string, unknown>): Promise<{ account: DevAccount; line: string; id: number }> {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  const id = await createSecretaryThroughApi(account, {
    title: "منشی آزمایشی",
    receiver_number: line,
    sender_number: line,
    ...body,
  });
  return { account, line, id };
}

const POLL = {
  type: 5,
  title: "نظرسنجی خدمات",
  options: [{ title: "عالی" }, { title: "متوسط" }, { title: "ضعیف" }],
  answer_text: "رأی شما ثبت شد",
  repeated_text: "پیش‌تر رأی داده‌اید",
};

test("a poll's page shows the votes by option, and a second vote from a number under «تکراری»", async ({ page }) => {
  const { account, line, id } = await secretaryOn(POLL);
  const [a, b, c] = [randomMobile(), randomMobile(), randomMobile()];
  await deliverSms(a, line, "1");
  await deliverSms(b, line, "۱");
  await deliverSms(c, line, "3");
  await deliverSms(a, line, "2");
  await waitForSecretaryMessages(account, id, 4);

  await signIn(page, account, pageOf(id));
  await expect(page.getByRole("heading", { name: "نظرسنجی خدمات" })).toBeVisible();
  const votes = page.getByRole("list", { name: "رأی گزینه‌ها" }).getByRole("listitem");
  await expect(votes).toHaveText([/عالی.*۲ رأی \(۶۷٪\)/, /متوسط.*۰ رأی \(۰٪\)/, /ضعیف.*۱ رأی \(۳۳٪\)/]);
  const tabs = page.getByRole("navigation", { name: "گونهٔ پیام‌ها" });
  await expect(tabs.getByRole("link", { name: /همه/ })).toHaveText("همه۴");
  await expect(tabs.getByRole("link", { name: /^رأی/ })).toHaveText("رأی۳");
  await expect(page.getByText(a, { exact: true })).toHaveCount(2);
  expect(await seriousViolations(page), "a poll's page").toEqual([]);

  await tabs.getByRole("link", { name: /تکراری/ }).click();
  await expect(page).toHaveURL(new RegExp(`${pageOf(id, "repeated")}$`));
  await expect(tabs.locator("[aria-current=page]")).toHaveText("تکراری۱");
  await expect(page.getByText(a, { exact: true })).toBeVisible();
  await expect(page.getByText("پیش‌تر رأی داده‌اید")).toBeVisible();
  await expect(page.getByText("ارسال شد", { exact: true })).toBeVisible();
  await expect(page.getByText(b, { exact: true })).toHaveCount(0);
});

test("a contest's draw names its winners among the correct answers", async ({ page }) => {
  const { account, line, id } = await secretaryOn({
    type: 2,
    title: "مسابقهٔ یلدا",
    correct_answers: ["۴"],
    correct_text: "پاسخ درست است",
    wrong_text: "پاسخ نادرست است",
    repeated_text: "پیش‌تر پاسخ داده‌اید",
  });
  const right = [randomMobile(), randomMobile(), randomMobile()];
  for (const mobile of right) await deliverSms(mobile, line, "4");
  const wrong = randomMobile();
  await deliverSms(wrong, line, "5");
  await waitForSecretaryMessages(account, id, 4);

  await signIn(page, account, pageOf(id));
  const draw = page.getByRole("region", { name: "قرعه‌کشی" });
  await expect(draw.getByText("هنوز قرعه‌کشی نشده است.")).toBeVisible();
  await draw.getByRole("textbox", { name: "شمار برندگان" }).fill("5");
  await draw.getByRole("button", { name: "قرعه‌کشی" }).click();
  await expect(draw.getByText("شمار برندگان از شمار پاسخ‌های درست بیشتر است")).toBeVisible();

  await draw.getByRole("textbox", { name: "شمار برندگان" }).fill("2");
  await draw.getByRole("textbox", { name: "بذر (اختیاری)" }).fill("yalda-1405");
  await draw.getByRole("button", { name: "قرعه‌کشی" }).click();
  await expect(page.getByText("۲ برنده از ۳ پاسخ درست برگزیده شد.", { exact: true })).toBeVisible();
  const winners = draw.getByRole("list", { name: "برندگان" }).getByRole("listitem");
  await expect(winners).toHaveCount(2);
  for (const winner of await winners.allTextContents()) {
    expect(right).toContain(winner.replace(/^[۰-۹]+\. /, ""));
  }
  await expect(draw.getByText(/۲ برنده از ۳ پاسخ درست، بذر yalda-1405/)).toBeVisible();
});

test("a gift's codes added on its page are handed out in order, the last sender getting the out text", async ({
  page,
}) => {
  const { account, line, id } = await secretaryOn({
    type: 4,
    title: "هدیهٔ نوروز",
    keyword: "هدیه",
    answer_text: "کد هدیهٔ شما: %code%",
    out_text: "کدهای هدیه تمام شد",
    repeated_text: "پیش‌تر هدیه گرفته‌اید",
  });
  await signIn(page, account, pageOf(id));
  const gift = page.getByRole("region", { name: "افزودن کد هدیه" });
  await gift.getByRole("button", { name: "افزودن کدها" }).click();
  await expect(gift.getByText("دست‌کم یک کد هدیه وارد کنید")).toBeVisible();
  await gift.getByRole("textbox", { name: "کدها، هر کد در یک سطر" }).fill("NOROOZ-1\nNOROOZ-2\n");
  await gift.getByRole("button", { name: "افزودن کدها" }).click();
  await expect(gift.getByRole("status")).toHaveText("۲ کد افزوده شد؛ منشی ۲ کد دارد که ۲ کد آن هنوز داده نشده است.");

  const senders = [randomMobile(), randomMobile(), randomMobile()];
  for (const mobile of senders) await deliverSms(mobile, line, "هدیه");
  await waitForSecretaryMessages(account, id, 3);
  await page.reload();
  await expect(page.getByText("کد هدیهٔ شما: NOROOZ-1")).toBeVisible();
  await expect(page.getByText("کد هدیهٔ شما: NOROOZ-2")).toBeVisible();

  await page
    .getByRole("navigation", { name: "گونهٔ پیام‌ها" })
    .getByRole("link", { name: /پس از پایان کدها/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pageOf(id, "gift_out")}$`));
  await expect(page.getByText(senders[2]!, { exact: true })).toBeVisible();
  await expect(page.getByText("کدهای هدیه تمام شد")).toBeVisible();
  await expect(page.getByText(senders[0]!, { exact: true })).toHaveCount(0);
});

test("the export downloads the messages of the tab with Persian titles @one-viewport", async ({ page }) => {
  const { account, line, id } = await secretaryOn(POLL);
  const [a, b] = [randomMobile(), randomMobile()];
  await deliverSms(a, line, "1");
  await deliverSms(b, line, "2");
  await deliverSms(a, line, "3");
  await waitForSecretaryMessages(account, id, 3);

  await signIn(page, account, pageOf(id));
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "خروجی CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("secretary-inbox.csv");
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [titles, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(titles).toEqual(["شناسه", "فرستنده", "متن پیام", "گونه", "شماره", "پاسخ", "وضعیت پاسخ", "زمان دریافت"]);
  expect(rows.map((row) => [row[1], row[2], row[3]])).toEqual([
    [`98${a.slice(1)}`, "3", "تکراری"],
    [`98${b.slice(1)}`, "2", "رأی"],
    [`98${a.slice(1)}`, "1", "رأی"],
  ]);
});

test("another account's secretary is not found, nor a kind its type never stores @one-viewport", async ({ page }) => {
  const { account, id } = await secretaryOn(POLL);
  const stranger = await createAccount();
  await signIn(page, stranger, pageOf(id));
  await expect(page.getByText("منشی یافت نشد", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "نظرسنجی خدمات" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "بازگشت به منشی‌ها" }).first()).toBeVisible();

  await signIn(page, account, pageOf(id, "keyword"));
  await expect(page.getByRole("heading", { name: "صفحه‌ای که دنبالش بودید پیدا نشد" })).toBeVisible();
  const unknown = await page.goto(pageOf(id, "nothing"));
  expect(unknown?.status()).toBe(404);
});
