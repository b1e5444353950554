import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, randomMobile, signIn } from "./support/accounts";
import { dedicatedLine, deliverSms, quickSendFromSharedLine, SHARED_LINE } from "./support/inbox";

/** The navigation's way to the inbox: the sidebar item on desktop, the header's icon on a phone (the other one is hidden). */
const inboxLink = (page: Page) => page.getByRole("link", { name: /^پیامک‌های دریافتی/ });

/** Events reach the page only once its live connection is open. */
async function openInbox(page: Page) {
  await page.goto("/inbox");
  await expect(page.getByRole("banner").locator("[data-live-status]")).toHaveAttribute("data-live-status", "OPEN");
}

/** 0912… as typed, and 98… as the panel writes it. */
function aMobile() {
  const local = randomMobile();
  return { local, msisdn: `98${local.slice(1)}`, e164: `+98${local.slice(1)}` };
}

test("an SMS to the user's line shows without a reload with the unread badge, is marked read (the badge drops) and deleted", async ({
  page,
}) => {
  const account = await createAccount();
  const line = await dedicatedLine(account);
  const sender = aMobile();
  await signIn(page, account);
  await openInbox(page);
  await expect(page.getByText("هنوز پیامکی دریافت نکرده‌اید.")).toBeVisible();
  await expect(inboxLink(page)).not.toContainText("خوانده‌نشده");

  await deliverSms(sender.local, line, "سلام، سفارش من کی می‌رسد؟");
  await expect(page.getByText("سلام، سفارش من کی می‌رسد؟")).toBeVisible();
  await expect(page.getByText(sender.msisdn, { exact: true })).toBeVisible();
  await expect(page.getByText(line.slice(1), { exact: true })).toBeVisible();
  await expect(page.getByText("خوانده‌نشده", { exact: true })).toBeVisible();
  await expect(inboxLink(page)).toContainText("۱ پیامک خوانده‌نشده");

  await page.getByRole("button", { name: `خواندم: پیام ${sender.msisdn}` }).click();
  await expect(page.getByText("خوانده‌شده", { exact: true })).toBeVisible();
  await expect(inboxLink(page)).not.toContainText("خوانده‌نشده");

  await page.getByRole("checkbox", { name: `انتخاب پیام ${sender.msisdn}` }).click();
  await page.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }).click();
  const dialog = page.getByRole("dialog", { name: "حذف پیامک دریافتی" });
  await expect(dialog).toContainText("۱ پیامک دریافتی حذف می‌شوند");
  await dialog.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("۱ پیامک حذف شد.", { exact: true })).toBeVisible();
  await expect(page.getByText("هنوز پیامکی دریافت نکرده‌اید.")).toBeVisible();
});

test("a «11» answer to a send shows in the inbox as a cancel11 reply and puts the number on the contacts' cancel11 list", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ credit: 1_000_000 });
  const customer = aMobile();
  await quickSendFromSharedLine(account, customer.e164, "حراج پایان فصل با ۳۰٪ تخفیف");
  await signIn(page, account);
  await openInbox(page);
  await expect(page.getByText("هنوز پیامکی دریافت نکرده‌اید.")).toBeVisible();

  await deliverSms(customer.local, SHARED_LINE, "۱۱");
  await expect(page.getByText("لغو۱۱", { exact: true })).toBeVisible();
  await expect(page.getByText(customer.msisdn, { exact: true })).toBeVisible();
  await expect(page.getByText(SHARED_LINE.slice(1), { exact: true })).toBeVisible();
  await expect(inboxLink(page)).toContainText("۱ پیامک خوانده‌نشده");

  await page.goto(isMobileProject(testInfo) ? "/contacts/cancel_11" : "/contacts?tab=4");
  await expect(page.getByText(customer.local, { exact: true })).toBeVisible();
});
