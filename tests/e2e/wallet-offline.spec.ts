import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, creditText, isMobileProject, signIn } from "./support/accounts";
import { liveConnectionOpen, PAYER_CARD, paymentsOf, rials, reviewPayment, shebaFor } from "./support/wallet";

/** A transfer time already past, as the date picker takes it typed (Jalali, Tehran time). */
const PAST_TIME = "1405/09/01 10:00";

/** Three minutes from now in Tehran, typed: still today, so only the form's own rule refuses it. */
function soonInTehran(): string {
  const parts = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
    timeZone: "Asia/Tehran",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .formatToParts(new Date(Date.now() + 3 * 60_000))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

const transferTime = (page: Page) => page.getByRole("combobox", { name: "زمان واریز" });
const amountField = (page: Page) => page.getByRole("textbox", { name: "مبلغ (ریال)" });
const referenceField = (page: Page) => page.getByRole("textbox", { name: "شماره پیگیری" });
const submit = (page: Page) => page.getByRole("button", { name: "ثبت واریز" });
const pendingList = (page: Page) => page.getByRole("region", { name: "واریزهای در انتظار بررسی" });

async function typeTransferTime(page: Page, typed: string) {
  await transferTime(page).fill(typed);
  await transferTime(page).press("Enter");
  await expect(transferTime(page)).toHaveValue(typed);
  // A date with a time keeps its calendar open after Enter; on a phone it lies over the form's
  // button. Close it as a user would before going on.
  await transferTime(page).press("Escape");
  await expect(transferTime(page)).toHaveAttribute("aria-expanded", "false");
  await expect(transferTime(page)).toHaveValue(typed);
}

test("card to card: a wrong card keeps what was typed, a future time is refused, a transfer waits for review and its approval raises the credit live by 90%", async ({
  page,
}) => {
  const account = await createAccount({ credit: 500_000 });
  await signIn(page, account, "/wallet/credit?tab=1");
  const card = page.getByRole("textbox", { name: "شماره کارت شما" });
  await expect(card).toBeVisible();

  await card.fill("6037991234567890");
  await amountField(page).fill("2000000");
  await typeTransferTime(page, PAST_TIME);
  await referenceField(page).fill("482913");
  await submit(page).click();
  await expect(card).toHaveAccessibleDescription("شماره کارت اشتباه است");
  await expect(card).toHaveValue("6037991234567890");
  await expect(amountField(page)).toHaveValue("2,000,000");
  await expect(referenceField(page)).toHaveValue("482913");
  await expect(transferTime(page)).toHaveValue(PAST_TIME);

  await card.fill(PAYER_CARD);
  await typeTransferTime(page, soonInTehran());
  await submit(page).click();
  await expect(transferTime(page)).toHaveAccessibleDescription("زمان واریز نمی‌تواند در آینده باشد");
  expect(await paymentsOf(account)).toEqual([]);

  await typeTransferTime(page, PAST_TIME);
  await submit(page).click();
  await expect(page.getByText(/^واریز شما با شناسهٔ [۰-۹]+ ثبت شد و در انتظار بررسی است/)).toContainText(
    `پس از تأیید، ${rials(1_800_000)} به کیف پول شما افزوده می‌شود`,
  );
  const waiting = pendingList(page).getByRole("listitem");
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(`کارت به کارت، ${rials(2_000_000)}`);
  await expect(waiting).toContainText("پیگیری ۴۸۲۹۱۳");
  await expect(waiting).toContainText("در انتظار بررسی");
  await expect(creditText(page)).toHaveText(rials(500_000));

  const [payment] = await paymentsOf(account);
  expect(payment).toMatchObject({
    method: "card_to_card",
    state: "pending",
    amount: 2_000_000,
    credit_amount: 1_800_000,
  });
  await liveConnectionOpen(page);
  await reviewPayment(payment!.id, "approve");
  await expect(creditText(page)).toHaveText(rials(2_300_000));
  await expect(page.getByText("واریز شما تأیید شد و اعتبار کیف پول افزایش یافت.", { exact: true })).toBeVisible();
  await expect(pendingList(page)).toHaveCount(0);
});

test("bank transfer: a wrong Sheba is refused, a recorded transfer rejected by the finance team says why and shows failed", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ credit: 500_000 });
  const sheba = shebaFor("0170000000215987654123");
  await signIn(page, account, "/wallet/credit?tab=2");
  const shebaField = page.getByRole("textbox", { name: "شماره شبای حساب شما" });
  await expect(shebaField).toBeVisible();

  // One digit off: the check digits no longer hold.
  const wrong = `${sheba.slice(0, -1)}${(Number(sheba.slice(-1)) + 1) % 10}`;
  await shebaField.fill(wrong);
  await amountField(page).fill("3000000");
  await typeTransferTime(page, PAST_TIME);
  await referenceField(page).fill("775501");
  await submit(page).click();
  await expect(shebaField).toHaveAccessibleDescription("شماره حساب اشتباه است");
  await expect(shebaField).toHaveValue(wrong);
  expect(await paymentsOf(account)).toEqual([]);

  await shebaField.fill(sheba);
  await submit(page).click();
  await expect(page.getByText(/^واریز شما با شناسهٔ [۰-۹]+ ثبت شد و در انتظار بررسی است/)).toContainText(
    `پس از تأیید، ${rials(3_000_000)} به کیف پول شما افزوده می‌شود`,
  );
  await expect(pendingList(page).getByRole("listitem")).toContainText(`واریز بانکی، ${rials(3_000_000)}`);

  const [payment] = await paymentsOf(account);
  expect(payment).toMatchObject({ method: "bank_transfer", state: "pending", amount: 3_000_000 });
  await liveConnectionOpen(page);
  const reason = "واریزی با این شماره پیگیری در حساب دیده نشد";
  await reviewPayment(payment!.id, "reject", reason);
  await expect(page.getByText(`واریز شما تأیید نشد: ${reason}`, { exact: true })).toBeVisible();
  await expect(pendingList(page)).toHaveCount(0);
  await expect(creditText(page)).toHaveText(rials(500_000));

  await page.goto(`/wallet/transactions?tx_search=${payment!.id}`);
  const rows = isMobileProject(testInfo)
    ? page.getByRole("list", { name: "تراکنش‌های کیف پول" }).getByRole("listitem")
    : page.getByRole("table", { name: "تراکنش‌های کیف پول" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("واریز بانکی");
  await expect(rows).toContainText("ناموفق");
});
