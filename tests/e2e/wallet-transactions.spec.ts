import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, randomMobile, signIn } from "./support/accounts";
import { sendThroughApi } from "./support/reports";
import { payOnlineThroughApi } from "./support/wallet";

/** The transactions on screen: table rows on desktop, cards on a phone. */
const transactionRows = (page: Page, testInfo: TestInfo) =>
  isMobileProject(testInfo)
    ? page.getByRole("list", { name: "تراکنش‌های کیف پول" }).getByRole("listitem")
    : page.getByRole("table", { name: "تراکنش‌های کیف پول" }).locator("tbody tr");

/** A row's cells in the columns' order: date, type, method, description, amount, state, invoice. */
const cellsOf = (row: Locator, testInfo: TestInfo) => row.locator(isMobileProject(testInfo) ? "dd" : "td");

/** Chooses one filter's option: in the filter bar on desktop, in the filter modal on a phone. */
async function filterBy(page: Page, testInfo: TestInfo, filter: string, option: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("combobox", { name: filter, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

/** An amount as the list shows it («+۱٬۰۰۰٬۰۰۰ ریال», «−۱٬۲۳۴٫۵ ریال») in the file's form («1000000», «−1234.5»). */
const fileAmount = (shown: string) =>
  shown
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - "۰".charCodeAt(0)))
    .replace(/[\u066c\s+]|ریال/g, "")
    .replace("\u066b", ".");

test("transactions after a payment, a failed payment and a send: filtered by type, method and state, and the CSV export holds the rows the list shows", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ credit: 1_000_000 });
  await payOnlineThroughApi(account, 1_000_000);
  await payOnlineThroughApi(account, 2_000_000, "cancel");
  await sendThroughApi(account, [`+98${randomMobile().slice(1)}`], "یادآوری: نوبت شما فردا ساعت ۹ است.");
  await signIn(page, account, "/wallet/transactions");
  const rows = transactionRows(page, testInfo);
  await expect(rows).toHaveCount(4);

  await filterBy(page, testInfo, "نوع", "برداشت");
  await expect(page).toHaveURL(/[?&]tx_type=withdrawal(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(cellsOf(rows, testInfo).nth(2)).toHaveText("هزینهٔ ارسال");
  await expect(cellsOf(rows, testInfo).nth(4)).toHaveText(/^−/);

  await page.goto("/wallet/transactions");
  await expect(rows).toHaveCount(4);
  await filterBy(page, testInfo, "روش", "پرداخت آنلاین");
  await expect(page).toHaveURL(/[?&]tx_method=online(&|$)/);
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(cellsOf(row, testInfo).nth(2)).toHaveText("پرداخت آنلاین");
  await filterBy(page, testInfo, "وضعیت", "ناموفق");
  await expect(page).toHaveURL(/[?&]tx_state=failed(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(cellsOf(rows, testInfo).nth(5)).toHaveText("ناموفق");
  await expect(cellsOf(rows, testInfo).nth(4)).toHaveText("+۲٬۰۰۰٬۰۰۰ ریال");

  await page.goto("/wallet/transactions");
  await expect(rows).toHaveCount(4);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "خروجی CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [titles, ...lines] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(titles).toEqual([
    "شناسه",
    "زمان",
    "نوع",
    "روش",
    "مبلغ (ریال)",
    "اعتبار",
    "وضعیت",
    "توضیحات",
    "شماره ارسال",
    "شماره پرداخت",
  ]);
  expect(lines).toHaveLength(4);
  for (const [index, line] of lines.entries()) {
    const cells = cellsOf(rows.nth(index), testInfo);
    await expect(cells.nth(1), `row ${index + 1}: type`).toHaveText(line[2]!);
    await expect(cells.nth(2), `row ${index + 1}: method`).toHaveText(line[3]!);
    await expect(cells.nth(3), `row ${index + 1}: description`).toContainText(line[7]!);
    expect(fileAmount(await cells.nth(4).innerText()), `row ${index + 1}: amount`).toBe(line[4]);
    await expect(cells.nth(5), `row ${index + 1}: state`).toHaveText(line[6]!);
  }
});
