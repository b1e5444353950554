import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, dev, randomMobile, signIn } from "./support/accounts";
import { sendThroughApi } from "./support/reports";
import { liveConnectionOpen, rials } from "./support/wallet";

const thresholdField = (page: Page) => page.getByRole("textbox", { name: "آستانهٔ هشدار (ریال)" });
const saveAlert = (page: Page) => page.getByRole("button", { name: "ذخیرهٔ هشدار" });

/** SMS the simulated operator delivered to `mobile` that tell of low credit. */
const lowCreditSms = async (mobile: string) =>
  (await dev<{ message: string }[]>("GET", `/outbox?to=${encodeURIComponent(mobile)}`)).filter((sms) =>
    sms.message.startsWith("هشدار کمبود اعتبار"),
  );

test("the low-balance alert: 200,000 is refused, a threshold above it is saved, and a send below it brings one SMS and a dismissible warning @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 300_000 });
  await signIn(page, account, "/wallet/credit");
  await expect(thresholdField(page)).toHaveValue("");

  await thresholdField(page).fill("200000");
  await saveAlert(page).click();
  await expect(thresholdField(page)).toHaveAccessibleDescription("آستانهٔ هشدار باید بیش از ۲۰۰٬۰۰۰ ریال باشد");

  await thresholdField(page).fill("300000");
  await saveAlert(page).click();
  await expect(page.getByText(`هشدار زیر ${rials(300_000)} روشن شد.`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(thresholdField(page)).toHaveValue("300,000");
  await liveConnectionOpen(page);

  const recipient = () => `+98${randomMobile().slice(1)}`;
  await sendThroughApi(account, [recipient()], "تخفیف ویژهٔ اعضا تا پایان هفته.");
  await expect.poll(async () => (await lowCreditSms(account.mobile)).length).toBe(1);
  const warning = page.getByRole("alert").filter({ hasText: "از آستانهٔ هشدار" });
  await expect(warning).toContainText(`(${rials(300_000)}) کمتر شده است`);
  await expect(warning.getByRole("link", { name: "افزایش اعتبار" })).toHaveAttribute("href", "/wallet/credit");
  await warning.getByRole("button", { name: "بستن هشدار کمبود اعتبار" }).click();
  await expect(warning).toHaveCount(0);

  // Still below: the same crossing is not told twice.
  await sendThroughApi(account, [recipient()], "تخفیف ویژهٔ اعضا تا پایان هفته.");
  expect(await lowCreditSms(account.mobile)).toHaveLength(1);
});
