import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, persianDigits, randomMobile, signIn } from "./support/accounts";
import { createActiveColleague } from "./support/colleagues";
import { sendThroughApi } from "./support/reports";

const TABLE = "فعالیت‌های اعضای حساب";

/** The log's entries on screen: table rows on desktop, cards on a phone. */
const entries = (page: Page, testInfo: TestInfo, name = TABLE) =>
  isMobileProject(testInfo)
    ? page.getByRole("list", { name }).getByRole("listitem")
    : page.getByRole("table", { name }).locator("tbody tr");

/** Chooses one filter's option: in the filter bar on desktop, in the filter modal on a phone. */
async function filterBy(page: Page, testInfo: TestInfo, filter: string, option: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("combobox", { name: filter, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

/** The entry's cell or card line under a heading. */
const fieldOf = (entry: Locator, testInfo: TestInfo, index: number) =>
  entry.locator(isMobileProject(testInfo) ? "dd" : "td").nth(index);

test("a colleague's quick send shows in the owner's activity log with their name, narrowed by member and kind, and in its CSV export", async ({
  page,
}, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(
    owner,
    { permissions: ["send.quick"] },
    { first_name: "نگار", last_name: `فرستنده ${Date.now().toString(36)}` },
  );
  const name = `${colleague.first_name} ${colleague.last_name}`;
  // The colleague signs in at the upstream and sends with their own token, in the owner's account.
  const sendId = await sendThroughApi(colleague, [`+98${randomMobile().slice(1)}`], "یادآوری جلسهٔ فردا");
  const sentence = `ارسال سریع به ۱ گیرنده (شناسهٔ ${persianDigits(String(sendId))})`;

  await signIn(page, owner, "/colleagues");
  await page.getByRole("tab", { name: "فعالیت‌ها" }).click();
  const rows = entries(page, testInfo);
  const sendEntry = rows.filter({ hasText: sentence });
  await expect(sendEntry).toHaveCount(1);
  await expect(sendEntry).toContainText(name);
  await expect(sendEntry).toContainText("ارسال پیامک");
  await expect(sendEntry.getByRole("link", { name: sentence })).toHaveAttribute("href", `/reports/${sendId}`);
  // The owner's own writes (the role and the invitation) are there too, marked as the manager's.
  await expect(rows.filter({ hasText: "(مدیر حساب)" }).first()).toBeVisible();

  await filterBy(page, testInfo, "عضو", name);
  await expect(page).toHaveURL(new RegExp(`[?&]activity_member=${colleague.id}(&|$)`));
  await expect(rows.filter({ hasText: "(مدیر حساب)" })).toHaveCount(0);
  for (const row of await rows.all()) await expect(fieldOf(row, testInfo, 1)).toHaveText(name);

  await filterBy(page, testInfo, "نوع فعالیت", "ارسال پیامک");
  await expect(page).toHaveURL(/[?&]activity_kind=send(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(fieldOf(rows, testInfo, 3)).toHaveText(sentence);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "خروجی CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [, ...lines] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(lines).toHaveLength(1);
  expect(lines[0]).toEqual(expect.arrayContaining([name, sentence]));
});

test("a colleague's page shows their activity alone, with no member to choose", async ({ page }, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(
    owner,
    { permissions: ["send.quick"] },
    { first_name: "کیان", last_name: `صفحه ${Date.now().toString(36)}` },
  );
  const sendId = await sendThroughApi(colleague, [`+98${randomMobile().slice(1)}`], "پیام آزمایشی");

  await signIn(page, owner, `/colleagues/${colleague.id}`);
  const rows = entries(page, testInfo, "فعالیت‌های همکار");
  await expect(rows.filter({ hasText: `شناسهٔ ${persianDigits(String(sendId))}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: "(مدیر حساب)" })).toHaveCount(0);
  if (isMobileProject(testInfo)) await page.getByRole("button", { name: /^فیلترها/ }).click();
  await expect(page.getByRole("combobox", { name: "نوع فعالیت", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "عضو", exact: true })).toHaveCount(0);
});

test("the activity tab and its filters have no serious accessibility violations, light and dark", async ({
  page,
}, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(owner, { permissions: ["send.quick"] });
  await sendThroughApi(colleague, [`+98${randomMobile().slice(1)}`], "پیام آزمایشی");
  await signIn(page, owner, "/colleagues");
  await page.getByRole("tab", { name: "فعالیت‌ها" }).click();
  await expect(entries(page, testInfo).filter({ hasText: "ارسال سریع" })).toHaveCount(1);
  expect(await seriousViolations(page), "activity tab").toEqual([]);
  if (isMobileProject(testInfo)) {
    await page.getByRole("button", { name: /^فیلترها/ }).click();
    await expect(page.getByRole("dialog", { name: "فیلترها" })).toBeVisible();
    expect(await seriousViolations(page), "filters").toEqual([]);
  }
});
