import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";
import { cancelAtGateway, payAtGateway, paymentsOf, payOnlineThroughApi, rials, TEST_CARDS } from "./support/wallet";

/** The value beside a label in a list of terms (price lines, the result's details). */
const valueOf = (scope: Locator | Page, label: string) =>
  scope.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");

const amountField = (page: Page) => page.getByRole("textbox", { name: "مبلغ (ریال)" });
const toGateway = (page: Page) => page.getByRole("button", { name: "پرداخت و رفتن به درگاه" });
const resultHeading = (page: Page) => page.locator("#payment-result-title");

/** Opens the online tab with `amount` typed and leaves for the gateway. */
async function startOnlinePayment(page: Page, amount: number) {
  await page.goto("/wallet/credit");
  await amountField(page).fill(String(amount));
  await toGateway(page).click();
}

test("an online top-up typed in Persian digits shows its tax and total, is paid at the gateway, raises the credit by the amount alone and has an invoice", async ({
  page,
}) => {
  const account = await createAccount({ credit: 500_000 });
  await signIn(page, account, "/wallet/credit");
  await expect(creditText(page)).toHaveText(rials(500_000));

  await amountField(page).pressSequentially("۲۵۰۰۰۰۰");
  await expect(amountField(page)).toHaveValue("2,500,000");
  await expect(amountField(page)).toHaveAccessibleDescription(rials(2_500_000));
  const price = page.locator('dl[aria-label="مبلغ قابل پرداخت"]');
  await expect(valueOf(price, "مبلغ شارژ")).toHaveText(rials(2_500_000));
  await expect(valueOf(price, "مالیات بر ارزش افزوده (۱۰٪)")).toHaveText(rials(250_000));
  await expect(valueOf(price, "مبلغ قابل پرداخت")).toHaveText(rials(2_750_000));

  await toGateway(page).click();
  // The gateway asks for the total, tax included.
  await expect(page.getByText("درگاه پرداخت اینترنتی")).toBeVisible();
  await expect(page.locator("dd.amount")).toHaveText(rials(2_750_000));
  await payAtGateway(page, TEST_CARDS.pays);

  await expect(page).toHaveURL(/\/wallet\/payment-result\?payment_id=\d+$/);
  await expect(resultHeading(page)).toHaveText("پرداخت با موفقیت انجام شد");
  await expect(valueOf(page, "مبلغ پرداختی")).toHaveText(rials(2_750_000));
  await expect(valueOf(page, "افزایش اعتبار")).toHaveText(rials(2_500_000));
  // The wallet receives the amount; the tax is not credit.
  await expect(creditText(page)).toHaveText(rials(3_000_000));

  const paymentId = Number(new URL(page.url()).searchParams.get("payment_id"));
  await page.getByRole("link", { name: "فاکتور پرداخت" }).click();
  await expect(page).toHaveURL(new RegExp(`/wallet/invoice/${paymentId}$`));
  const invoice = page.getByRole("article", { name: "صورتحساب فروش کالا و خدمات" });
  await expect(invoice.getByRole("row", { name: /^جمع/ })).toContainText(rials(2_500_000));
  await expect(invoice.getByRole("row", { name: /^مالیات بر ارزش افزوده/ })).toContainText(rials(250_000));
  await expect(invoice.getByRole("row", { name: /^مبلغ کل/ })).toContainText(rials(2_750_000));
});

test("a payment cancelled at the gateway is reported failed with the 72-hour refund note and adds no credit @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 500_000 });
  await signIn(page, account);
  await startOnlinePayment(page, 1_000_000);
  await cancelAtGateway(page);

  await expect(page).toHaveURL(/\/wallet\/payment-result\?payment_id=\d+$/);
  await expect(resultHeading(page)).toHaveText("پرداخت ناموفق بود");
  await expect(page.getByText(/حداکثر تا ۷۲ ساعت به همان حساب بازمی‌گردد/)).toBeVisible();
  await expect(page.getByRole("link", { name: "پرداخت دوباره" })).toHaveAttribute("href", "/wallet/credit");
  await expect(page.getByRole("link", { name: "فاکتور پرداخت" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText(rials(500_000));
  expect((await paymentsOf(account)).map((p) => p.state)).toEqual(["failed"]);
});

test(
  "a card the bank declines leaves the payment failed and the credit as it was",
  { tag: "@one-viewport" },
  async ({ page }) => {
    const account = await createAccount({ credit: 500_000 });
    await signIn(page, account);
    await startOnlinePayment(page, 1_200_000);
    await payAtGateway(page, TEST_CARDS.declined);

    await expect(page).toHaveURL(/\/wallet\/payment-result\?payment_id=\d+$/);
    await expect(resultHeading(page)).toHaveText("پرداخت ناموفق بود");
    await expect(page.getByText(/حداکثر تا ۷۲ ساعت به همان حساب بازمی‌گردد/)).toBeVisible();
    await expect(creditText(page)).toHaveText(rials(500_000));
    expect((await paymentsOf(account)).map((p) => p.state)).toEqual(["failed"]);
  },
);

test("another account's payment id shows no payment and no invoice", { tag: "@one-viewport" }, async ({ page }) => {
  const owner = await createAccount({ credit: 0 });
  const paymentId = await payOnlineThroughApi(owner, 1_000_000);
  await signIn(page, await createAccount({ credit: 0 }), `/wallet/payment-result?payment_id=${paymentId}`);
  await expect(page.getByRole("heading", { name: "پرداختی با این شناسه پیدا نشد" })).toBeVisible();
  await expect(page.getByText("پرداخت با موفقیت انجام شد")).toHaveCount(0);
  await page.goto(`/wallet/invoice/${paymentId}`);
  await expect(page.getByRole("heading", { name: "پرداختی با این شناسه پیدا نشد" })).toBeVisible();
  await expect(page.getByText("صورتحساب فروش کالا و خدمات")).toHaveCount(0);
});

test(
  "an amount below the online minimum is refused beside the field and nothing is requested",
  { tag: "@one-viewport" },
  async ({ page }) => {
    const account = await createAccount({ credit: 0 });
    await signIn(page, account);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("payment/generate-url")) requested.push(request.url());
    });
    await startOnlinePayment(page, 999_999);

    await expect(amountField(page)).toHaveAccessibleDescription("کمترین مبلغ پرداخت آنلاین ۱٬۰۰۰٬۰۰۰ ریال است");
    await expect(amountField(page)).toHaveValue("999,999");
    await expect(page).toHaveURL(/\/wallet\/credit$/);
    expect(requested).toEqual([]);
    expect(await paymentsOf(account)).toEqual([]);
  },
);
