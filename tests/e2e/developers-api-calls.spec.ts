import { type Locator, type Page, type TestInfo } from "@playwright/test";
import {
  createAccount,
  isMobileProject,
  persianDigits,
  randomMobile,
  signIn,
  type DevAccount,
} from "./support/accounts";
import { apiKeyCall, createApiKey } from "./support/api-keys";
import { upstreamToken } from "./support/phonebooks";
import { expect, test } from "./support/test";

const LIST = "فراخوانی‌های انجام‌شده با کلیدهای API";
/** The shared advertising line every account may send from. */
const SHARED_LINE = "+9810001000";

/** The log's rows on screen: table rows on desktop, cards on a phone. */
const callRows = (page: Page, testInfo: TestInfo) =>
  isMobileProject(testInfo)
    ? page.getByRole("list", { name: LIST }).getByRole("listitem")
    : page.getByRole("table", { name: LIST }).locator("tbody tr");

/** The row of a call by its path's link (the path is the link to the call). */
const rowWithPath = (rows: Locator, path: string) =>
  rows.filter({ has: rows.page().getByRole("link", { name: path, exact: true }) });

/**
 * The upstream writes its call log in batches (about every 250 ms): until the rows are there,
 * the list is read again with its «به‌روزرسانی» button.
 */
async function untilListed(page: Page, rows: Locator, count: number) {
  await expect(async () => {
    await page.getByRole("button", { name: "به‌روزرسانی", exact: true }).click();
    await expect(rows).toHaveCount(count, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

/** Chooses one filter's option: in the filter bar on desktop, in the filter modal on a phone. */
async function filterBy(page: Page, testInfo: TestInfo, filter: string, option: string) {
  const mobile = isMobileProject(testInfo);
  if (mobile) await page.getByRole("button", { name: /^فیلترها/ }).click();
  const scope = mobile ? page.getByRole("dialog", { name: "فیلترها" }) : page;
  await scope.getByRole("combobox", { name: filter, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  if (mobile) await scope.getByRole("button", { name: "اعمال" }).click();
}

/** A quick send of the application over plain HTTP with its key alone in Authorization. */
const sendWithKey = (key: string, message: string) =>
  apiKeyCall<{ message_outbox_ids: number[] }>(key, "POST", "send", {
    sending_type: "webservice",
    from_number: SHARED_LINE,
    message,
    params: { recipients: [`+98${randomMobile().slice(1)}`] },
  });

/** Deletes a key as its owner (the keys page does it the same way, through acl/api_key). */
async function deleteKey(owner: DevAccount, id: number) {
  const answer = await apiKeyCall(await upstreamToken(owner), "DELETE", `acl/api_key?id=${id}`);
  expect(answer.status).toBe(200);
}

test("an application's send with its key lands in the reports and the call log without its secret; another address and a deleted key are refused", async ({
  page,
}, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const shop = await createApiKey(owner, { title: "فروشگاه آنلاین", addresses: ["127.0.0.1", "::1"] });
  const stock = await createApiKey(owner, { title: "انبار مرکزی", addresses: ["203.0.113.0/24"] });

  const message = `سفارش ${Date.now().toString(36)} شما ارسال شد`;
  const sent = await sendWithKey(shop.key, message);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const sendId = sent.body!.data!.message_outbox_ids[0]!;

  // The same account's other key is only allowed from 203.0.113.0/24: this machine is refused, saying why.
  const refused = await apiKeyCall(stock.key, "GET", "payment/credit/mine");
  expect(refused.status).toBe(401);
  expect(refused.body?.meta?.message).toBe("نشانی IP شما (127.0.0.1) برای این کلید مجاز نیست");

  await signIn(page, owner, "/reports");
  await expect(
    page.getByRole("link", { name: `گزارش ارسال ${persianDigits(String(sendId))}`, exact: true }),
  ).toBeVisible();

  await page.goto("/developers/api-calls");
  await expect(page.getByRole("navigation", { name: "صفحه‌های برنامه‌نویسان" })).toBeVisible();
  const rows = callRows(page, testInfo);
  await untilListed(page, rows, 2);
  const sendRow = rowWithPath(rows, "/v1/api/send");
  await expect(sendRow).toContainText("فروشگاه آنلاین");
  await expect(sendRow).toContainText("POST");
  await expect(sendRow).toContainText("۲۰۰");
  await expect(sendRow).toContainText("127.0.0.1");
  // When, as a Jalali date and time in Persian digits.
  await expect(sendRow).toContainText(/۱۴[۰-۹]{2}-[۰-۹]{2}-[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}/);
  const refusedRow = rowWithPath(rows, "/v1/api/payment/credit/mine");
  await expect(refusedRow).toContainText("انبار مرکزی");
  await expect(refusedRow).toContainText("۴۰۱");

  // The send's detail: its request body as sent, the key itself nowhere.
  await sendRow.getByRole("link", { name: "/v1/api/send" }).click();
  await expect(page).toHaveURL(/\/developers\/api-calls\/\d+$/);
  const requestBody = page
    .getByRole("region", { name: "درخواست", exact: true })
    .getByLabel("بدنهٔ درخواست", { exact: true });
  await expect(requestBody).toContainText(`"message": "${message}"`);
  await expect(requestBody).toContainText('"sending_type": "webservice"');
  await expect(page.getByLabel("سرآیندهای درخواست")).toContainText("authorization: [removed]");
  await expect(page.getByLabel("بدنهٔ پاسخ", { exact: true })).toContainText(`"message_outbox_ids"`);
  expect(await page.locator("main").textContent()).not.toContain(shop.key);

  await page.getByRole("link", { name: "بازگشت به گزارش فراخوانی‌ها" }).click();
  await expect(page).toHaveURL(/\/developers\/api-calls$/);
  await rowWithPath(rows, "/v1/api/payment/credit/mine").getByRole("link").click();
  await expect(page.getByLabel("بدنهٔ پاسخ", { exact: true })).toContainText(
    "نشانی IP شما (127.0.0.1) برای این کلید مجاز نیست",
  );
  await expect(page.getByRole("region", { name: "درخواست", exact: true })).toContainText("درخواست بدنه‌ای نداشت.");

  // Deleted, the key stops working at once.
  await deleteKey(owner, shop.id);
  const afterDelete = await sendWithKey(shop.key, message);
  expect(afterDelete.status).toBe(401);
});

test("the log narrows by status class and by key, pages by cursor, and keeps all of it through a reload", async ({
  page,
  browser,
}, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const shop = await createApiKey(owner, { title: "فروشگاه" });
  const crm = await createApiKey(owner, { title: "سامانهٔ مشتریان" });
  for (let i = 0; i < 11; i += 1) expect((await apiKeyCall(shop.key, "GET", "payment/credit/mine")).status).toBe(200);
  // A send the contract refuses: a 4xx of the other key.
  const refused = await apiKeyCall(crm.key, "POST", "send", { sending_type: "webservice", message: "" });
  expect(refused.status).toBe(422);

  await signIn(page, owner, "/developers/api-calls");
  const rows = callRows(page, testInfo);
  // Ten to a page: the newest ten of twelve.
  await expect(async () => {
    await page.getByRole("button", { name: "به‌روزرسانی", exact: true }).click();
    await expect(page.getByText("نمایش ۱ تا ۱۰")).toBeVisible({ timeout: 1_500 });
    await page.getByRole("button", { name: "صفحه ۲" }).waitFor({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(rows).toHaveCount(10);

  await filterBy(page, testInfo, "وضعیت پاسخ", "خطای درخواست (۴xx)");
  await expect(page).toHaveURL(/[?&]status=4xx(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("۴۲۲");
  await expect(rows).toContainText("سامانهٔ مشتریان");
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("۴۲۲");

  // A link with filters arrives filtered from the server: with scripts off, the rows are there.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: testInfo.project.use.baseURL,
    // The phone's own screen and user agent: the server picks the cards by it.
    ...(({ userAgent, viewport, isMobile, hasTouch }) => ({ userAgent, viewport, isMobile, hasTouch }))(
      testInfo.project.use,
    ),
  });
  try {
    const noScript = await bare.newPage();
    await noScript.goto(`/developers/api-calls?key=${crm.id}&status=4xx`);
    const served = callRows(noScript, testInfo);
    await expect(served).toHaveCount(1);
    await expect(served).toContainText("سامانهٔ مشتریان");
    await expect(served).toContainText("۴۲۲");
  } finally {
    await bare.close();
  }

  await page.goto(`/developers/api-calls?key=${shop.id}`);
  await expect(rows).toHaveCount(10);
  for (const row of await rows.all()) await expect(row).toContainText("فروشگاه");
  await expect(rows.filter({ hasText: "سامانهٔ مشتریان" })).toHaveCount(0);
  await page.getByRole("button", { name: "صفحه بعد" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=2(&|$)`));
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("نمایش ۱۱ تا ۱۱")).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("فروشگاه");
  expect(new URL(page.url()).searchParams.get("key")).toBe(String(shop.id));

  // The call's page carries the list's filters and page back to it.
  await rows.getByRole("link").click();
  await expect(page).toHaveURL(/\/developers\/api-calls\/\d+\?/);
  await page.getByRole("link", { name: "بازگشت به گزارش فراخوانی‌ها" }).click();
  await expect(page).toHaveURL(new RegExp(`/developers/api-calls\\?key=${shop.id}&page=2$`));
  await expect(rows).toHaveCount(1);
});

test("a call of another account, or none, reads as not found @one-viewport", async ({ page }) => {
  const owner = await createAccount({ credit: 0 });
  const stranger = await createAccount({ credit: 0 });
  const key = await createApiKey(stranger, { title: "دیگری" });
  expect((await apiKeyCall(key.key, "GET", "payment/credit/mine")).status).toBe(200);

  await signIn(page, stranger, "/developers/api-calls");
  const link = page.getByRole("link", { name: "/v1/api/payment/credit/mine" });
  await expect(async () => {
    await page.getByRole("button", { name: "به‌روزرسانی", exact: true }).click();
    await expect(link).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  const href = (await link.getAttribute("href"))!;

  await page.context().clearCookies();
  await signIn(page, owner, href);
  await expect(
    page.getByText("فراخوانی پیدا نشد؛ شاید شناسه اشتباه است یا این فراخوانی از حساب شما نیست."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "بازگشت به گزارش فراخوانی‌ها" })).toHaveAttribute(
    "href",
    "/developers/api-calls",
  );
  await page.goto("/developers/api-calls");
  await expect(page.getByText("هنوز هیچ فراخوانی‌ای با کلیدهای API حساب انجام نشده است.")).toBeVisible();
  await expect(page.getByRole("link", { name: "مستندات API" })).toHaveAttribute("href", "/developers/documents");
});
