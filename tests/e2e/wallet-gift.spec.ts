import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, dev, randomMobile, signIn } from "./support/accounts";
import { sendThroughApi } from "./support/reports";
import { payAtGateway, rials, TEST_CARDS } from "./support/wallet";

const valueOf = (scope: Locator | Page, label: string) =>
  scope.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");

const giftLine = (page: Page) => page.getByRole("region", { name: "اعتبار کیف پول" }).getByText(/^اعتبار هدیه: /);

test("a gift package bought online adds its credit and gift credit, and a send spends the gift before the paid credit", async ({
  page,
}) => {
  const account = await createAccount({ credit: 500_000 });
  await signIn(page, account, "/wallet/credit?tab=3");
  const bronze = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "بستهٔ برنزی" }) });
  await expect(valueOf(bronze, "قیمت")).toHaveText(rials(5_000_000));
  await expect(valueOf(bronze, "اعتبار هدیه")).toHaveText(`${rials(250_000)} تا ۳۰ روز`);
  await expect(valueOf(bronze, "قابل پرداخت با مالیات")).toHaveText(rials(5_500_000));
  await expect(giftLine(page)).toHaveCount(0);

  await page.getByRole("button", { name: "خرید بستهٔ برنزی" }).click();
  await expect(page.locator("dd.amount")).toHaveText(rials(5_500_000));
  await payAtGateway(page, TEST_CARDS.pays);

  await expect(page).toHaveURL(/\/wallet\/payment-result\?payment_id=\d+$/);
  await expect(page.locator("#payment-result-title")).toHaveText("پرداخت با موفقیت انجام شد");
  await expect(valueOf(page, "روش پرداخت")).toHaveText("بسته‌های شارژ هدیه");
  await expect(valueOf(page, "افزایش اعتبار")).toHaveText(rials(5_000_000));
  await expect(valueOf(page, "اعتبار هدیه")).toHaveText(rials(250_000));
  // The header counts paid credit; the gift is told on the wallet page.
  await expect(creditText(page)).toHaveText(rials(5_500_000));

  await page.goto("/wallet/credit");
  await expect(giftLine(page)).toHaveText(new RegExp(`^اعتبار هدیه: ${rials(250_000)}، تا `));

  await sendThroughApi(account, [`+98${randomMobile().slice(1)}`], "جشنوارهٔ زمستانی از فردا آغاز می‌شود.");
  const ledger = await dev<{ amount: string }[]>("GET", `/ledger?username=${encodeURIComponent(account.username)}`);
  const spentTenths = -ledger.map((row) => Math.round(Number(row.amount) * 10)).filter((tenths) => tenths < 0)[0]!;
  expect(spentTenths).toBeGreaterThan(0);
  await page.reload();
  await expect(giftLine(page)).toHaveText(
    new RegExp(`^اعتبار هدیه: ${rials(Math.floor((2_500_000 - spentTenths) / 10))}، تا `),
  );
  await expect(creditText(page)).toHaveText(rials(5_500_000));
});
