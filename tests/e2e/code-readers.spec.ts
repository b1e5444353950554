import { expect, test } from "./support/test";
import { CODE_READER_MESSAGES } from "../../lib/contract/code-readers";
import { createAccount, randomMobile, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { answerText, chooseCodesFile, codeSms, fillReader } from "./support/code-readers";
import { dedicatedLine } from "./support/inbox";

const CODES_CSV = "code,product\nAB100,روغن موتور\nAB200,فیلتر هوا\n\nAB100,تکراری\n";

const ANSWERS = {
  title: "اصالت روغن",
  correct: "کالای %product% اصل است؛ کد %code%",
  repeated: "کد %code% در %used_at% استفاده شده است",
  wrong: "کد %code% در فهرست ما نیست",
};

test("a code reader made in the panel with a csv of codes answers correct, repeated and wrong codes, shows them on its page, exports its codes and stops once disabled", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  const line = await dedicatedLine(account);
  await signIn(page, account, "/secretary/keywords/list");
  await expect(page.getByText("هنوز کدخوانی نساخته‌اید", { exact: false })).toBeVisible();
  expect(await seriousViolations(page), "/secretary/keywords/list, empty").toEqual([]);
  await page.getByRole("link", { name: "کدخوان جدید" }).first().click();
  await expect(page).toHaveURL(/\/secretary\/keywords\/create$/);

  await fillReader(page, ANSWERS);
  await expect(page.getByRole("combobox", { name: "خط دریافت پیامک" })).toContainText(line.slice(1));
  await chooseCodesFile(page, "codes.csv", CODES_CSV);
  // The csv's header row is read in the browser: its variable is offered to the answers.
  await expect(page.getByText("%product%").first()).toBeVisible();
  await page.getByRole("button", { name: "ساخت کدخوان" }).click();
  await expect(page).toHaveURL(/\/secretary\/keywords\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText("کد پذیرفته شد", { exact: false }).first()).toContainText("۲ کد پذیرفته شد");

  const buyer = randomMobile();
  const correct = await codeSms(line, "ab100", buyer);
  expect(correct.secretary?.kind).toBe("correct");
  expect(await answerText(correct)).toBe("کالای روغن موتور اصل است؛ کد AB100");
  const repeated = await codeSms(line, "AB100");
  expect(repeated.secretary?.kind).toBe("repeated");
  expect(await answerText(repeated)).toMatch(/^کد AB100 در [۰-۹/]+ [۰-۹:]+ استفاده شده است$/);
  const wrong = await codeSms(line, "ZZ9");
  expect(wrong.secretary?.kind).toBe("wrong");
  expect(await answerText(wrong)).toBe("کد ZZ9 در فهرست ما نیست");

  await page.reload();
  const mobile = page.viewportSize()!.width < 768;
  const inbox = page.getByRole(mobile ? "list" : "table", { name: "پیام‌هایی که کدخوان دریافت کرده است" });
  await expect(inbox).toContainText("ZZ9");
  await expect(inbox).toContainText("تکراری");
  await expect(inbox).toContainText("درست");
  await expect(inbox).toContainText("ارسال شد");
  await expect(page.getByText("%product%").first()).toBeVisible();
  expect(await seriousViolations(page), "/secretary/keywords/{id}").toEqual([]);

  await page.getByRole("button", { name: "نادرست", exact: true }).click();
  await expect(page).toHaveURL(/kind=wrong/);
  await expect(inbox).toContainText("ZZ9");
  await expect(inbox).not.toContainText("AB100");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "دریافت فهرست کدها" }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const csv = (await readFile(path)).toString("utf8");
  const used = csv.split(/\r?\n/).find((row) => row.startsWith("AB100"));
  expect(used).toContain("استفاده‌شده");
  expect(used).toContain("روغن موتور");
  expect(csv.split(/\r?\n/).find((row) => row.startsWith("AB200"))).toContain("استفاده‌نشده");

  // A new file adds its codes by default, with the reader's variable column.
  await chooseCodesFile(page, "more.csv", "code,product\nAB300,روغن ترمز\n");
  await expect(page.getByRole("radio", { name: "افزودن به کدها" })).toBeChecked();
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(page.getByText("کد تازه افزوده شد", { exact: false }).first()).toContainText("۱ کد تازه افزوده شد", {
    timeout: 30_000,
  });
  await expect(page.getByRole("region", { name: "خلاصهٔ کدخوان" })).toContainText("۱ از ۳");
  expect(await answerText(await codeSms(line, "AB300"))).toBe("کالای روغن ترمز اصل است؛ کد AB300");

  await page.goto("/secretary/keywords/list");
  const table = page.getByRole(mobile ? "list" : "table", { name: "کدخوان‌ها" });
  await expect(table).toContainText(ANSWERS.title);
  await expect(table).toContainText("۲ از ۳");
  expect(await seriousViolations(page), "/secretary/keywords/list").toEqual([]);

  await page.getByRole("button", { name: `غیرفعال‌سازی «${ANSWERS.title}»` }).click();
  await expect(page.getByText(`کدخوان «${ANSWERS.title}» غیرفعال شد و دیگر پاسخ نمی‌دهد.`).first()).toBeVisible();
  await expect(table).toContainText("غیرفعال");
  expect((await codeSms(line, "AB200")).secretary).toBeNull();
});

test("a codes file that lies about its type or holds no codes is refused beside the file field, keeping what was typed and making nothing", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await dedicatedLine(account);
  await signIn(page, account, "/secretary/keywords/create");

  await page.getByRole("button", { name: "ساخت کدخوان" }).click();
  await expect(page.getByText(CODE_READER_MESSAGES.titleRequired)).toBeVisible();
  await expect(page.locator("#file-error")).toHaveText(CODE_READER_MESSAGES.fileRequired);

  await fillReader(page, ANSWERS);
  await chooseCodesFile(page, "codes.pdf", "AB100");
  await expect(page.locator("#file-error")).toHaveText(CODE_READER_MESSAGES.fileWrongFormat);

  await chooseCodesFile(page, "codes.xlsx", "code\nAB100\n");
  await page.getByRole("button", { name: "ساخت کدخوان" }).click();
  await expect(page.locator("#file-error")).toHaveText(CODE_READER_MESSAGES.fileMismatch);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole("textbox", { name: "عنوان کدخوان" })).toHaveValue(ANSWERS.title);
  await expect(page.getByRole("textbox", { name: "پاسخ به کد درست" })).toHaveValue(ANSWERS.correct);

  await chooseCodesFile(page, "codes.csv", "code,product\n\n");
  await page.getByRole("button", { name: "ساخت کدخوان" }).click();
  await expect(page.locator("#file-error")).toHaveText(CODE_READER_MESSAGES.fileNoCodes);

  // A placeholder the file does not fill is refused beside its answer.
  await chooseCodesFile(page, "codes.txt", "AB100\nAB200\n");
  await page.getByRole("button", { name: "ساخت کدخوان" }).click();
  await expect(page.getByText(CODE_READER_MESSAGES.unknownPlaceholder("%product%")).first()).toBeVisible();

  await page.goto("/secretary/keywords/list");
  await expect(page.getByText("هنوز کدخوانی نساخته‌اید", { exact: false })).toBeVisible();
});

test("another account's or an unknown reader says it was not found; a malformed id is Next's not-found @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount(), "/secretary/keywords/999999");
  await expect(page.getByText(CODE_READER_MESSAGES.readerNotFound)).toBeVisible();
  const response = await page.goto("/secretary/keywords/abc");
  expect(response?.status()).toBe(404);
});
