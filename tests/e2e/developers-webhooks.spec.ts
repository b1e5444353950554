import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, readPersianNumber, randomMobile, signIn } from "./support/accounts";
import { sendThroughApi } from "./support/reports";
import {
  endpointThroughApi,
  signedWith,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from "./support/webhook-receiver";

const SEND_STATUS_TITLE = "تغییر وضعیت تحویل پیامک‌های یک ارسال";

let receiver: WebhookReceiver;
test.beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
test.afterEach(() => receiver.close());

const urlField = (page: Page) => page.getByRole("textbox", { name: "نشانی (URL)" });
const dialog = (page: Page) => page.getByRole("dialog");
/** The list's endpoints (each card holds a list of its events too). */
const endpointCards = (page: Page) => page.getByRole("list", { name: "وب‌هوک‌ها" }).locator(":scope > li");
const logEntries = (page: Page) => page.getByRole("region", { name: "گزارش ارسال‌ها" }).locator("tbody tr, ul > li");

/** Adds an endpoint through the form and answers the secret it showed this once. */
async function addEndpoint(page: Page, url: string, description: string): Promise<string> {
  await page.getByRole("button", { name: "افزودن وب‌هوک" }).click();
  await dialog(page)
    .getByRole("checkbox", { name: new RegExp(SEND_STATUS_TITLE) })
    .check();
  await urlField(page).fill(url);
  await dialog(page).getByRole("textbox", { name: "توضیحات (اختیاری)" }).fill(description);
  await dialog(page).getByRole("button", { name: "افزودن وب‌هوک" }).click();
  await expect(dialog(page).getByRole("heading", { name: "وب‌هوک ساخته شد" })).toBeVisible();
  const secret =
    (
      await dialog(page)
        .getByText(/^whsec_[A-Za-z0-9+/]{20,}/)
        .textContent()
    )?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);
  await dialog(page).getByRole("button", { name: "کلید را برداشتم" }).click();
  await expect(dialog(page)).toBeHidden();
  return secret;
}

/** The receiver's messages of one type, once at least `count` have come. */
async function receivedOf(type: string, count = 1): Promise<ReceivedWebhook[]> {
  await expect
    .poll(() => receiver.received.filter((m) => m.json?.type === type).length, {
      message: `${count} ${type} message(s) at the receiver`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return receiver.received.filter((m) => m.json?.type === type);
}

async function openEndpoint(page: Page, url: string) {
  const card = page.getByRole("list", { name: "وب‌هوک‌ها" }).getByRole("listitem").filter({ hasText: url });
  await card.getByRole("link", { name: "گزارش ارسال‌ها و ارسال آزمایشی" }).click();
  await expect(page.getByRole("region", { name: "مشخصات وب‌هوک" })).toContainText(url);
}

const attemptsHeading = (scope: Locator) => scope.getByRole("heading", { name: /^تلاش‌ها/ });

const recipient = () => `+98${randomMobile().slice(1)}`;

test("an owner adds a receiver and keeps its secret shown once; a send's statuses, the test message and a redelivery reach it, each signed with that secret", async ({
  page,
}) => {
  const account = await createAccount({ credit: 10_000_000 });
  await signIn(page, account, "/developers/webhooks");
  await expect(page.getByRole("navigation", { name: "صفحه‌های برنامه‌نویسان" })).toBeVisible();
  await expect(page.getByText("هنوز وب‌هوکی ندارید.")).toBeVisible();

  // A URL with a password in it is refused beside the field; what was typed stays.
  await page.getByRole("button", { name: "افزودن وب‌هوک" }).click();
  const withPassword = "https://shop:hunter2@example.com/hooks";
  await dialog(page)
    .getByRole("checkbox", { name: new RegExp(SEND_STATUS_TITLE) })
    .check();
  await urlField(page).fill(withPassword);
  await dialog(page).getByRole("button", { name: "افزودن وب‌هوک" }).click();
  await expect(urlField(page)).toHaveAccessibleDescription(/نام کاربری و رمز عبور را در نشانی ننویسید/);
  await expect(urlField(page)).toHaveValue(withPassword);
  await dialog(page).getByRole("button", { name: "انصراف" }).click();

  const secret = await addEndpoint(page, receiver.url, "سرور فروشگاه");
  const card = page.getByRole("list", { name: "وب‌هوک‌ها" }).getByRole("listitem").filter({ hasText: receiver.url });
  await expect(card).toContainText("فعال");
  await expect(card).toContainText(SEND_STATUS_TITLE);
  await expect(card).toContainText("سرور فروشگاه");
  await expect(card).toContainText("هنوز پیامی فرستاده نشده است");
  // Shown once: neither the page nor a fresh one carries it again.
  expect(await page.content()).not.toContain(secret.slice(6));
  await page.reload();
  expect(await page.content()).not.toContain(secret.slice(6));

  await sendThroughApi(account, [recipient()], "سفارش شما ارسال شد");
  const statuses = await receivedOf("send.status");
  for (const message of statuses) expect(signedWith(message, secret)).toBe(true);
  expect(signedWith(statuses[0]!, "whsec_" + Buffer.alloc(32).toString("base64"))).toBe(false);

  await openEndpoint(page, receiver.url);
  await expect(logEntries(page).filter({ hasText: SEND_STATUS_TITLE }).first()).toContainText("تحویل شد");

  await page.getByRole("button", { name: "ارسال آزمایشی" }).click();
  await expect(page.getByText(/^پیام آزمایشی تحویل شد؛ گیرنده در .* با ۲۰۰ پاسخ داد/)).toBeVisible();
  const [test] = await receivedOf("webhook.test");
  expect(signedWith(test!, secret)).toBe(true);
  await expect(logEntries(page).filter({ hasText: "پیام آزمایشی" })).toHaveCount(1);

  // Its detail: the JSON sent, one try; sent again, the same message id arrives a second time.
  await page.getByRole("button", { name: "جزئیات پیام", exact: true }).click();
  const detail = dialog(page);
  await expect(detail.getByRole("region", { name: "بدنهٔ پیام به JSON" })).toContainText('"type": "webhook.test"');
  await expect(attemptsHeading(detail)).toHaveText("تلاش‌ها (۱)");
  await detail.getByRole("button", { name: "ارسال مجدد" }).click();
  await expect(detail.getByText(/^ارسال مجدد: تحویل شد/)).toBeVisible();
  await expect(attemptsHeading(detail)).toHaveText("تلاش‌ها (۲)");
  const tests = await receivedOf("webhook.test", 2);
  expect(tests[1]!.headers["webhook-id"]).toBe(tests[0]!.headers["webhook-id"]);
  expect(signedWith(tests[1]!, secret)).toBe(true);

  // Back on the list, the endpoint's last message is that test, delivered.
  await page.keyboard.press("Escape");
  await page
    .getByRole("navigation", { name: "صفحه‌های برنامه‌نویسان" })
    .getByRole("link", { name: "وب‌هوک‌ها" })
    .click();
  await expect(card).toContainText("پیام آزمایشی");
  await expect(card).toContainText("تحویل شد");
});

test("a receiver answering 500 is retried, its tries growing in the log, and the open page shows the endpoint failing; enabled again, a redelivery reaches it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount({ credit: 10_000_000 });
  await signIn(page, account, "/developers/webhooks");
  await addEndpoint(page, receiver.url, "گیرندهٔ از کار افتاده");
  await openEndpoint(page, receiver.url);
  receiver.answer(500);

  await sendThroughApi(account, [recipient()], "یادآوری نوبت");
  const entry = logEntries(page).filter({ hasText: SEND_STATUS_TITLE }).last();
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await entry.getByRole("button", { name: /^جزئیات پیام/ }).click();
  const detail = dialog(page);
  await expect(detail.getByText("پاسخ: ۵۰۰").first()).toBeVisible();
  const tries = async () => readPersianNumber((await attemptsHeading(detail).textContent()) ?? "");
  await expect.poll(tries, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const seen = await tries();
  await expect.poll(tries, { timeout: 20_000 }).toBeGreaterThan(seen);
  await expect(detail.getByRole("region", { name: /^پاسخ گیرنده در تلاش ۱/ })).toHaveText("receiver is down");
  await page.keyboard.press("Escape");

  // A day of retries (half a minute here): the socket's webhook.failing turns the open page red.
  const details = page.getByRole("region", { name: "مشخصات وب‌هوک" });
  await expect(details.getByText("در حال خطا", { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(details).toContainText("گیرنده یک روز کامل پیام‌ها را نپذیرفت");
  await expect(logEntries(page).filter({ hasText: "ناموفق" }).first()).toBeVisible();

  receiver.answer(200);
  await details.getByRole("button", { name: "فعال‌سازی دوباره" }).click();
  await expect(details.getByText("فعال", { exact: true })).toBeVisible();
  const delivered = receiver.received.length;
  await logEntries(page)
    .filter({ hasText: "ناموفق" })
    .first()
    .getByRole("button", { name: /^جزئیات پیام/ })
    .click();
  await detail.getByRole("button", { name: "ارسال مجدد" }).click();
  await expect(detail.getByText(/^ارسال مجدد: تحویل شد/)).toBeVisible();
  expect(receiver.received.length).toBeGreaterThan(delivered);
  expect(receiver.received.at(-1)!.headers["webhook-signature"]).toMatch(/^v1,/);
});

test("at ten endpoints adding is closed and the page says why; one deleted after a confirmation opens it again", async ({
  page,
}) => {
  const account = await createAccount();
  for (let i = 0; i < 10; i++) await endpointThroughApi(account, `${receiver.url}/${i}`);
  await signIn(page, account, "/developers/webhooks");
  await expect(endpointCards(page)).toHaveCount(10);
  await expect(page.getByText(/هر حساب حداکثر ۱۰ نشانی وب‌هوک دارد و شما به این سقف رسیده‌اید/)).toBeVisible();
  await expect(page.getByRole("button", { name: "افزودن وب‌هوک" })).toBeDisabled();

  const last = page
    .getByRole("list", { name: "وب‌هوک‌ها" })
    .getByRole("listitem")
    .filter({ hasText: `${receiver.url}/9` });
  await last.getByRole("button", { name: "حذف" }).click();
  await expect(dialog(page)).toContainText(`${receiver.url}/9`);
  await dialog(page).getByRole("button", { name: "حذف" }).click();
  await expect(endpointCards(page)).toHaveCount(9);
  await expect(page.getByRole("button", { name: "افزودن وب‌هوک" })).toBeEnabled();
});
