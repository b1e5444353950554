import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { createAccount, creditText, isMobileProject, persianDigits, signIn, storedSend } from "./support/accounts";
import { sendThroughApi } from "./support/reports";

/** Delivery statuses as the report names them (spec §3). */
const STATUS_TITLES: Record<number, string> = {
  0: "ارسال به اپراتور",
  1: "رسیده به مخابرات",
  2: "رسیده به گوشی",
  3: "نرسیده",
  4: "فهرست سیاه",
};

/** The send's summary on its report page, named by its id in Persian digits. */
const summaryOf = (page: Page, id: number) =>
  page.getByRole("region", { name: `ارسال ${persianDigits(String(id))}`, exact: true });

/** The recipients on screen: table rows on desktop, cards on a phone. */
const recipientRows = (page: Page, testInfo: TestInfo) =>
  isMobileProject(testInfo)
    ? page.getByRole("list", { name: "گیرندگان", exact: true }).getByRole("listitem")
    : page.getByRole("table", { name: "گیرندگان", exact: true }).locator("tbody tr");

/** Chooses a delivery status for the recipients: in the filter bar on desktop, in the filter modal on a phone. */
async function filterByStatus(page: Page, testInfo: TestInfo, title: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("combobox", { name: "وضعیت تحویل" }).click();
  await page.getByRole("option", { name: title, exact: true }).click();
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

test("a quick send's report: opened from the success page, followed live to «ارسال شده», recipients filtered by status and downloaded as CSV", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/quick");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveText(/\(\d{6,}\)/);
  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  for (const number of ["09121234567", "09351234567", "09211234567"]) {
    await numbers.fill(number);
    await numbers.press("Enter");
  }
  await expect(page.getByText("۳ از ۱٬۰۰۰ شماره")).toBeVisible();
  await page.getByRole("textbox", { name: "متن پیام" }).fill("گزارش‌گیری: جشنوارهٔ پاییزی آغاز شد.");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await page.getByRole("dialog", { name: "تأیید ارسال" }).getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  // A client navigation: the live connection of the success page carries on.
  await page.getByRole("link", { name: "مشاهدهٔ گزارش" }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`), { timeout: 20_000 });

  const summary = summaryOf(page, id);
  await expect(summary.getByText("ارسال سریع", { exact: true })).toBeVisible();
  await expect(summary.getByText("ارسال شده", { exact: true })).toBeVisible({ timeout: 30_000 });

  const send = await storedSend(id);
  const statuses = send.recipients.map((recipient) => recipient.status);
  expect(statuses.every((status) => status !== null && status >= 2)).toBe(true);
  const count = (status: number) => persianDigits(String(statuses.filter((s) => s === status).length));

  // The figures by operator follow delivery: every recipient has a final status now.
  const totals = page.getByRole("table", { name: "گیرندگان هر اپراتور به تفکیک وضعیت" }).locator("tfoot td");
  await expect(totals).toHaveText(["۰", "۰", count(2), count(3), count(4), "۳"]);
  await expect(recipientRows(page, testInfo)).toHaveCount(3);

  const status = statuses[0]!;
  const title = STATUS_TITLES[status]!;
  const expected = send.recipients
    .filter((recipient) => recipient.status === status)
    .map((recipient) => recipient.msisdn);
  await filterByStatus(page, testInfo, title);
  await expect(page).toHaveURL(new RegExp(`[?&]status=${status}(&|$)`));
  await expect(recipientRows(page, testInfo)).toHaveCount(expected.length);
  await expect(recipientRows(page, testInfo).filter({ hasText: title })).toHaveCount(expected.length);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "خروجی CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`recipients-${id}-status-${status}.csv`);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [titles, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(titles?.slice(0, 3)).toEqual(["شماره گیرنده", "اپراتور", "وضعیت تحویل"]);
  expect(rows.map((row) => row[0]).sort()).toEqual([...expected].sort());
  expect(rows.every((row) => row[2] === title)).toBe(true);

  // The list of recent sends leads back to it.
  await page.goto("/reports");
  const link = page.getByRole("link", { name: `گزارش ارسال ${persianDigits(String(id))}`, exact: true });
  await expect(link).toHaveAttribute("href", `/reports/${id}`);
  await expect(link.locator("xpath=ancestor::*[self::tr or self::li][1]")).toContainText("ارسال شده");
});

test("a scheduled send is stopped from its report page and its cost comes back; another account opening it finds nothing @one-viewport", async ({
  page,
}) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const id = await sendThroughApi(owner, ["+989121234567"], "یادآوری نوبت فردا: ساعت ۱۰", tomorrow);
  await signIn(page, owner);
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");

  await page.goto(`/reports/${id}`);
  const summary = summaryOf(page, id);
  await expect(summary.getByText("زمان‌بندی‌شده، در صف ارسال", { exact: true })).toBeVisible();
  await summary.getByRole("button", { name: "لغو ارسال" }).click();
  const dialog = page.getByRole("dialog", { name: "لغو ارسال" });
  await expect(dialog).toContainText("هزینهٔ آن‌ها به کیف پول شما برمی‌گردد");
  await dialog.getByRole("button", { name: "لغو ارسال" }).click();
  await expect(page.getByText("ارسال لغو شد.", { exact: true })).toBeVisible();
  await expect(summary.getByText("لغو شده", { exact: true })).toBeVisible();
  await expect(summary.getByRole("button", { name: "لغو ارسال" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");

  const stranger = await createAccount();
  await page.context().clearCookies();
  await signIn(page, stranger, `/reports/${id}`);
  await expect(page.getByRole("heading", { name: "ارسالی با این شناسه پیدا نشد" })).toBeVisible();
  await expect(summaryOf(page, id)).toHaveCount(0);
  await expect(page.getByText("یادآوری نوبت فردا")).toHaveCount(0);
  await expect(page.getByText("لغو شده", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "گیرندگان", exact: true })).toHaveCount(0);
});
