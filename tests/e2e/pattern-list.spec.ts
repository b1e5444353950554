import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, signIn } from "./support/accounts";
import { createActiveColleague } from "./support/colleagues";
import {
  approvePattern,
  createPatternThroughPanel,
  LOGIN_CODE_PATTERN,
  rejectPattern,
  TEST_BUSINESS_NAME,
} from "./support/patterns";

/** A tab's rows: table rows on desktop, cards on a phone. */
const rowsOf = (page: Page, testInfo: TestInfo, list: "الگوهای من" | "الگوهای سامانه"): Locator =>
  isMobileProject(testInfo)
    ? page.getByRole("list", { name: list }).getByRole("listitem")
    : page.getByRole("table", { name: list }).locator("tbody tr");

/** Chooses one filter's option: in the filter bar on desktop, in the filter modal on a phone. */
async function filterBy(page: Page, testInfo: TestInfo, filter: string, option: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("combobox", { name: filter, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

/** Searches the tab's words: typed in the bar on desktop (applied after a pause), in the modal on a phone. */
async function searchFor(page: Page, testInfo: TestInfo, words: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("searchbox", { name: "جستجو" }).fill(words);
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

const ORDER_PATTERN = {
  title: "وضعیت سفارش",
  description: "خبر ارسال سفارش به مشتری",
  is_share: true,
  message: `${TEST_BUSINESS_NAME}: سفارش %order% شما ارسال شد.`,
  variable: [{ name: "order", type: "integer", len: 10 }],
};
const REASON = "نشانی وب‌سایت در توضیحات الگو نیامده است.";

test("a rejected pattern shows its reason in its row; the state filter, the search and the tab survive a reload", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount());
  const waiting = await createPatternThroughPanel(page, LOGIN_CODE_PATTERN);
  const rejected = await createPatternThroughPanel(page, ORDER_PATTERN);
  await rejectPattern(rejected, REASON);

  // The server renders the list in its own zone: the browser must take it over as it came.
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  await page.goto("/pattern");
  const rows = rowsOf(page, testInfo, "الگوهای من");
  await expect(rows).toHaveCount(2);
  expect(hydrationErrors).toEqual([]);
  const rejectedRow = rows.filter({ hasText: "وضعیت سفارش" });
  await expect(rejectedRow).toContainText("رد شده");
  await expect(rejectedRow).toContainText(`دلیل رد: ${REASON}`);
  await expect(rejectedRow.getByRole("link", { name: "وضعیت سفارش", exact: true })).toHaveAttribute(
    "href",
    `/pattern/detail/${rejected}`,
  );
  const waitingRow = rows.filter({ hasText: "کد ورود" });
  await expect(waitingRow).toContainText("در انتظار بررسی");
  await expect(waitingRow).not.toContainText("دلیل رد");

  await filterBy(page, testInfo, "وضعیت", "رد شده");
  await expect(page).toHaveURL(/[?&]pat_state=inactive(&|$)/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(REASON);

  await filterBy(page, testInfo, "وضعیت", "همه");
  await searchFor(page, testInfo, "ورود");
  await expect(page).toHaveURL(/[?&]pat_text=/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(waiting);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("کد ورود");

  await page.getByRole("tab", { name: "الگوهای سامانه" }).click();
  await expect(page).toHaveURL(/[?&]tab=1(&|$)/);
  const systemic = rowsOf(page, testInfo, "الگوهای سامانه");
  await expect(systemic.first()).toBeVisible();
  await expect(systemic.first().getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/pattern\/systemic\/[a-z0-9_-]+$/,
  );
  // The provider's patterns are only read: nothing to edit or delete.
  await expect(systemic.getByRole("button", { name: /^حذف/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("tab", { name: "الگوهای سامانه" })).toHaveAttribute("aria-selected", "true");
  await expect(systemic.first()).toBeVisible();
});

test("a pattern is deleted from its row after a confirmation, and the empty list says what to do", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount());
  await createPatternThroughPanel(page, ORDER_PATTERN);
  await page.goto("/pattern");
  const rows = rowsOf(page, testInfo, "الگوهای من");
  await expect(rows).toHaveCount(1);

  await rows.getByRole("button", { name: "حذف «وضعیت سفارش»" }).click();
  const dialog = page.getByRole("dialog", { name: "حذف الگو" });
  await expect(dialog).toContainText("الگوی «وضعیت سفارش» حذف می‌شود");
  await dialog.getByRole("button", { name: "انصراف" }).click();
  await expect(rows).toHaveCount(1);

  await rows.getByRole("button", { name: "حذف «وضعیت سفارش»" }).click();
  await dialog.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(page.getByText("هنوز الگویی نساخته‌اید.")).toBeVisible();
  await expect(page.getByRole("link", { name: "ساخت نخستین الگو" })).toHaveAttribute("href", "/pattern/create");
});

test("an approved pattern opened for editing says it goes back to review, and does once saved @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const code = await createPatternThroughPanel(page, ORDER_PATTERN);
  await approvePattern(code);

  await page.goto(`/pattern/update/${code}`);
  await expect(page.getByText("این الگو تأیید شده است. با ذخیرهٔ تغییرات، دوباره به بررسی می‌رود")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "متن الگو" })).toHaveValue(ORDER_PATTERN.message);
  await page.getByRole("textbox", { name: "عنوان (اختیاری)" }).fill("ارسال سفارش");
  await page.getByRole("button", { name: "ذخیره و ارسال برای بررسی" }).click();
  await expect(page).toHaveURL(new RegExp(`/pattern/detail/${code}$`));
  const stored = (await (await page.request.get(`/api/v1/api/patterns/${code}`)).json()).data;
  expect(stored).toMatchObject({ title: "ارسال سفارش", pattern_status: "pending" });
});

test("a colleague who only reads patterns sees no way to make, edit or delete one", async ({ page }, testInfo) => {
  const owner = await createAccount();
  const colleague = await createActiveColleague(owner, { permissions: ["patterns.view"] });
  await signIn(page, owner);
  await createPatternThroughPanel(page, ORDER_PATTERN);
  await page.context().clearCookies();

  await signIn(page, colleague, "/pattern");
  const rows = rowsOf(page, testInfo, "الگوهای من");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: "وضعیت سفارش", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "الگوی جدید" })).toHaveCount(0);
  await expect(rows.getByRole("link", { name: /^ویرایش/ })).toHaveCount(0);
  await expect(rows.getByRole("button", { name: /^حذف/ })).toHaveCount(0);

  await page.goto("/pattern/create");
  await expect(page.getByRole("heading", { name: "دسترسی محدود", level: 2 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "متن الگو" })).toHaveCount(0);
});
