import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, readPersianNumber, signIn, storedSend } from "./support/accounts";
import {
  approvePattern,
  createPatternThroughPanel,
  rejectPattern,
  SYSTEMIC_VERIFY_CODE,
  TEST_BUSINESS_NAME,
} from "./support/patterns";
import { liveConnectionOpen } from "./support/wallet";

/** Delivery statuses as the page names them (spec §3). */
const STATUS_TITLES: Record<number, string> = { 2: "رسیده به گوشی", 3: "نرسیده" };

const testSend = (page: Page) => page.getByRole("region", { name: "ارسال آزمایشی" });

/** The message under a field, the one its input names in aria-describedby. */
async function messageOf(page: Page, label: string): Promise<string | null> {
  const id = (await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby"))?.split(" ")[0];
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

/** Every `POST send` the page makes from now on. */
function watchSends(page: Page): string[] {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/api/send")
      sends.push(request.url());
  });
  return sends;
}

/**
 * Confirms the priced test send and follows it until the simulated operator gives its final
 * status, which the page must show; answers that status.
 */
async function sendAndFollow(page: Page): Promise<number> {
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال آزمایشی" });
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(confirm).toBeHidden();
  const accepted = testSend(page).getByText(/^پیامک آزمایشی ثبت شد؛ شناسهٔ ارسال: [۰-۹]+$/);
  await expect(accepted).toBeVisible();
  const id = readPersianNumber((await accepted.textContent()) ?? "");
  let final: number | null = null;
  await expect
    .poll(
      async () => {
        const send = await storedSend(id);
        expect(send.sending_type).toBe("pattern");
        final = send.recipients[0]?.status ?? null;
        return final === 2 || final === 3;
      },
      { message: `the operator's final status of send ${id}`, timeout: 15_000 },
    )
    .toBe(true);
  await expect(testSend(page).getByRole("status").filter({ hasText: STATUS_TITLES[final!]! })).toBeVisible();
  await expect(testSend(page).getByRole("link", { name: "مشاهدهٔ گزارش" })).toHaveAttribute("href", `/reports/${id}`);
  return final!;
}

test("a pattern with two variables: refused while pending, approved live, test-sent to the owner's phone and followed to «رسیده به گوشی»", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  const code = await createPatternThroughPanel(page);
  await page.goto(`/pattern/detail/${code}`);

  await expect(page.getByRole("heading", { name: "کد ورود", level: 2 })).toBeVisible();
  await expect(page.getByText("در انتظار بررسی", { exact: true })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(testSend(page)).toContainText("این الگو هنوز تأیید نشده است");
  await expect(testSend(page).getByRole("button", { name: "محاسبهٔ هزینه و ادامه" })).toHaveCount(0);

  // The content team approves it while the page is open.
  await liveConnectionOpen(page);
  await approvePattern(code);
  await expect(page.getByText("الگوی «کد ورود» تأیید شد.", { exact: true })).toBeVisible();
  await expect(page.getByText("فعال", { exact: true })).toBeVisible();

  const form = page.getByRole("form", { name: "ارسال آزمایشی" });
  await expect(form).toContainText(`به شمارهٔ همراه شما ${account.mobile.replace(/^98/, "0")}`);
  await form.getByLabel("name", { exact: true }).fill("مریم");
  await form.getByLabel("code", { exact: true }).fill("۴۸۲۹۱۳");
  await expect(form.getByRole("region", { name: "پیش‌نمایش پیامک" })).toHaveText(
    `${TEST_BUSINESS_NAME}: مریم عزیز، کد ورود شما 482913 است.`,
  );
  await expect(form).toContainText("۱ بخش");
  await form.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();

  const confirm = page.getByRole("dialog", { name: "تأیید ارسال آزمایشی" });
  await expect(confirm).toContainText(`${TEST_BUSINESS_NAME}: مریم عزیز، کد ورود شما 482913 است.`);
  const total = readPersianNumber(
    (await confirm.locator("dt", { hasText: "مبلغ کل" }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "",
  );
  expect(total).toBeGreaterThan(0);

  // About one message in ten does not reach its phone (the simulated operator's plan): the page says
  // so, and the same values are sent again until one arrives.
  let final = await sendAndFollow(page);
  for (let attempt = 0; final !== 2 && attempt < 4; attempt += 1) {
    await form.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
    final = await sendAndFollow(page);
  }
  expect(final).toBe(2);
  await expect(testSend(page).getByText("رسیده به گوشی", { exact: true })).toBeVisible();
  await expect(creditText(page)).not.toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});

test("test values that break their variable's rule are refused beside the field, and nothing is sent @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  const code = await createPatternThroughPanel(page);
  await approvePattern(code);
  const sends = watchSends(page);
  await page.goto(`/pattern/detail/${code}`);

  const form = page.getByRole("form", { name: "ارسال آزمایشی" });
  await form.getByLabel("name", { exact: true }).fill("مریم‌السادات‌حسینی");
  await form.getByLabel("code", { exact: true }).fill("48a913");
  await form.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();

  await expect(form.getByLabel("code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await messageOf(page, "code")).toBe("این متغیر فقط رقم می‌پذیرد");
  await expect(form.getByLabel("name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await messageOf(page, "name")).toBe("این متغیر حداکثر ۱۰ نویسه است");
  // What was typed stays for correcting.
  await expect(form.getByLabel("code", { exact: true })).toHaveValue("48a913");
  await expect(page.getByRole("dialog", { name: "تأیید ارسال آزمایشی" })).toHaveCount(0);
  expect(sends).toEqual([]);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
});

test("a rejected pattern shows the reviewer's reason and offers no test send @one-viewport", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  const code = await createPatternThroughPanel(page);
  await rejectPattern(code, "متن پیام تبلیغاتی است و برای پیامک الگو پذیرفته نیست");
  await page.goto(`/pattern/detail/${code}`);

  await expect(page.getByText("رد شده", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "کد ورود" }).getByRole("alert")).toHaveText(
    "دلیل رد: متن پیام تبلیغاتی است و برای پیامک الگو پذیرفته نیست",
  );
  await expect(testSend(page)).toContainText("این الگو رد شده است");
  await expect(testSend(page).getByRole("button", { name: "محاسبهٔ هزینه و ادامه" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "ویرایش الگو" })).toHaveAttribute("href", `/pattern/update/${code}`);
});

test("a systemic pattern's page: its code copied with the button, and the request an application sends", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, await createAccount(), `/pattern/systemic/${SYSTEMIC_VERIFY_CODE}`);

  await expect(page.getByRole("heading", { name: "کد تأیید", level: 2 })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^الگوی سامانه$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "ویرایش الگو" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "بازگشت به الگوها" })).toHaveAttribute("href", "/pattern?tab=1");

  const copy = page.getByRole("button", { name: "کپی کد الگو" });
  await copy.click();
  await expect(copy).toHaveText("کپی شد");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SYSTEMIC_VERIFY_CODE);

  const example = page.getByRole("region", { name: "ارسال از برنامهٔ شما" });
  const request = example.getByLabel("نمونهٔ درخواست ارسال این الگو با curl");
  await expect(request).toContainText("curl --location '{base_url}/api/send'");
  await expect(request).toContainText("Authorization: YOUR_TOKEN");
  await expect(request).toContainText(`"code": "${SYSTEMIC_VERIFY_CODE}"`);
  await expect(request).toContainText('"sending_type": "pattern"');
  await example.getByRole("button", { name: "کپی نمونهٔ درخواست" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`"code": "${SYSTEMIC_VERIFY_CODE}"`);
});
