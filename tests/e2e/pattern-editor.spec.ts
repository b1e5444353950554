import { type Locator, type Page } from "@playwright/test";
import { PATTERN_MESSAGES } from "../../lib/contract/patterns";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, signIn } from "./support/accounts";
import { TEST_BUSINESS_NAME } from "./support/patterns";

const patternText = (page: Page) => page.getByRole("textbox", { name: "متن الگو" });
const newVariable = (page: Page) => page.getByRole("group", { name: "متغیر تازه" });
const variableRows = (page: Page) => page.getByRole("list", { name: "متغیرهای متن" }).getByRole("listitem");

/** Puts the caret in the pattern's text at `index`, as a click there would. */
async function caretAt(page: Page, index: number) {
  await patternText(page).evaluate((element: HTMLTextAreaElement, at) => {
    element.focus();
    element.setSelectionRange(at, at);
  }, index);
}

/** Names a new variable in the side list, sets its type and length, and presses «افزودن متغیر». */
async function addVariable(page: Page, name: string, type?: "رشته" | "عدد", len?: number) {
  const group = newVariable(page);
  await group.getByRole("textbox", { name: "نام متغیر (لاتین، بدون فاصله)" }).fill(name);
  if (type) await group.getByText(type, { exact: true }).click();
  if (len !== undefined) await group.getByRole("textbox", { name: "طول" }).fill(String(len));
  await group.getByRole("button", { name: "افزودن متغیر" }).click();
}

/** The account's own patterns as the upstream stores them, read through the panel. */
async function storedPatterns(page: Page): Promise<{ total: number; codes: string[] }> {
  const answer = await page.request.get("/api/v1/api/patterns?filter[type]=normal&per_page=100");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { pattern_code: string }[]; meta: { total: number } };
  return { total: body.meta.total, codes: body.data.map((row) => row.pattern_code) };
}

/** The pattern list's rows: table rows on desktop, cards on a phone. */
const listRows = (page: Page, mobile: boolean): Locator =>
  mobile
    ? page.getByRole("list", { name: "الگوهای من" }).getByRole("listitem")
    : page.getByRole("table", { name: "الگوهای من" }).locator("tbody tr");

test("a pattern with two variables put at the caret from the side list is sent for review and listed as waiting", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount(), "/pattern");
  await page.getByRole("link", { name: "الگوی جدید" }).click();
  await expect(page).toHaveURL(/\/pattern\/create$/);

  await page.getByRole("textbox", { name: "عنوان (اختیاری)" }).fill("کد ورود");
  await page.getByRole("textbox", { name: "توضیحات" }).fill("کد یک‌بارمصرف ورود مشتریان به فروشگاه");
  const opening = `${TEST_BUSINESS_NAME}: `;
  const text = `${opening}کد ورود شما است.`;
  await patternText(page).fill(text);
  // The page names the business and sees it in the text as it is typed.
  await expect(page.getByText(`نام کسب‌وکار «${TEST_BUSINESS_NAME}» در متن آمده است.`)).toBeVisible();

  await caretAt(page, text.indexOf("است"));
  await addVariable(page, "code", "عدد", 6);
  await expect(patternText(page)).toHaveValue(`${opening}کد ورود شما %code% است.`);
  // The insertion puts the caret after the variable on the next frame; the user's next click comes after it.
  await expect
    .poll(() => patternText(page).evaluate((element: HTMLTextAreaElement) => element.selectionStart))
    .toBe(`${opening}کد ورود شما %code%`.length);
  await caretAt(page, opening.length);
  await addVariable(page, "name", "رشته", 10);
  await expect(patternText(page)).toHaveValue(`${opening}%name% کد ورود شما %code% است.`);

  await expect(variableRows(page)).toHaveCount(2);
  await expect(variableRows(page).nth(0)).toContainText("%code%");
  await expect(variableRows(page).nth(1)).toContainText("%name%");
  // The preview fills each variable with a sample of its length, and counts the parts.
  const preview = page.getByRole("region", { name: "پیش‌نمایش" });
  await expect(preview).toContainText(`${opening}نمونه نمون کد ورود شما 123456 است.`);
  await expect(preview).toContainText("۱ بخش");

  await page.getByRole("button", { name: "ثبت و ارسال برای بررسی" }).click();
  await expect(page).toHaveURL(/\/pattern\/detail\/[a-z0-9]+$/);
  const code = new URL(page.url()).pathname.split("/").at(-1)!;

  const stored = await page.request.get(`/api/v1/api/patterns/${code}`);
  const pattern = (await stored.json()).data as Record<string, unknown>;
  expect(pattern).toMatchObject({
    title: "کد ورود",
    pattern_message: `${opening}%name% کد ورود شما %code% است.`,
    pattern_status: "pending",
    variable: [
      { name: "name", type: "string", len: 10 },
      { name: "code", type: "integer", len: 6 },
    ],
  });

  await page.goto("/pattern");
  const row = listRows(page, isMobileProject(testInfo)).filter({ hasText: "کد ورود" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText("در انتظار بررسی");
  await expect(row.getByRole("link", { name: "کد ورود", exact: true })).toHaveAttribute(
    "href",
    `/pattern/detail/${code}`,
  );
});

test("bad names and a text without the business name are refused beside their fields, and nothing is stored @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount(), "/pattern/create");
  await page.getByRole("textbox", { name: "توضیحات" }).fill("کد تخفیف مشتریان");
  // A variable typed by hand into the text joins the list, Persian name and all.
  await patternText(page).fill("کد تخفیف شما %کد% است.");
  await expect(variableRows(page)).toHaveCount(1);
  await expect(variableRows(page)).toContainText("%کد%");

  const name = newVariable(page).getByRole("textbox", { name: "نام متغیر (لاتین، بدون فاصله)" });
  for (const refused of ["my code", "کد"]) {
    await addVariable(page, refused);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(PATTERN_MESSAGES.nameLatin);
  }
  await expect(patternText(page)).toHaveValue("کد تخفیف شما %کد% است.");
  await addVariable(page, "code");
  await expect(variableRows(page)).toHaveCount(2);
  await addVariable(page, "code");
  await expect(name).toHaveAccessibleDescription(PATTERN_MESSAGES.nameDuplicate);
  await expect(variableRows(page)).toHaveCount(2);
  const typed = await patternText(page).inputValue();

  await page.getByRole("button", { name: "ثبت و ارسال برای بررسی" }).click();
  await expect(patternText(page)).toHaveAccessibleDescription(
    new RegExp(PATTERN_MESSAGES.businessNameMissing(TEST_BUSINESS_NAME)),
  );
  await expect(variableRows(page).filter({ hasText: "%کد%" })).toContainText(PATTERN_MESSAGES.nameLatin);
  // The refused form keeps everything typed, and nothing reached the upstream.
  await expect(patternText(page)).toHaveValue(typed);
  await expect(page).toHaveURL(/\/pattern\/create$/);
  expect((await storedPatterns(page)).total).toBe(0);

  // Removing the refused variable takes it out of the text too; the business name then lets it through.
  await variableRows(page).filter({ hasText: "%کد%" }).getByRole("button", { name: "حذف متغیر کد" }).click();
  await expect(variableRows(page)).toHaveCount(1);
  await page.getByRole("button", { name: "درج نام کسب‌وکار" }).click();
  await expect(patternText(page)).toHaveValue(new RegExp(TEST_BUSINESS_NAME));
  await expect(patternText(page)).not.toHaveValue(/%کد%/);
  await page.getByRole("button", { name: "ثبت و ارسال برای بررسی" }).click();
  await expect(page).toHaveURL(/\/pattern\/detail\/[a-z0-9]+$/);
  expect((await storedPatterns(page)).total).toBe(1);
});

test("a paste of 2,701 characters is cut to 2,700 with a notice of the one dropped @one-viewport", async ({ page }) => {
  await signIn(page, await createAccount(), "/pattern/create");
  const pasted = `${TEST_BUSINESS_NAME} ${"ب".repeat(2701 - TEST_BUSINESS_NAME.length - 1)}`;
  expect(pasted).toHaveLength(2701);
  await patternText(page).evaluate((element: HTMLTextAreaElement, text) => {
    element.focus();
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, pasted);
  await expect(patternText(page)).toHaveValue(pasted.slice(0, 2700));
  await expect(page.getByText("۱ نویسه از متن چسبانده‌شده جا نشد و کنار گذاشته شد")).toBeVisible();
  await expect(page.getByText("۲٬۷۰۰ از ۲٬۷۰۰ نویسه")).toBeVisible();
});
