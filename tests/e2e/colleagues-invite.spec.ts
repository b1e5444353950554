import { type Page } from "@playwright/test";
import { COLLEAGUE_MESSAGES } from "../../lib/contract/colleagues";
import { expect, test, untilHydrated } from "./support/test";
import {
  createAccount,
  passwordField,
  randomMobile,
  randomPassword,
  randomUsername,
  signIn,
  submitLogin,
} from "./support/accounts";
import { createActiveColleague, createRole, invitationToken, inviteColleague } from "./support/colleagues";

/** A colleague's row in the list: a table row on a desktop, a card on a phone. */
const colleagueRow = (page: Page, username: string) =>
  page.getByRole("region", { name: "همکاران" }).locator("tr, li").filter({ hasText: username });

test("a colleague invited from /colleagues/create sets a password from the SMS link, signs in, and the list shows them active", async ({
  page,
  browser,
}) => {
  const owner = await createAccount();
  await createRole(owner, ["send.quick", "reports.view"], "کارشناس ارسال");
  await signIn(page, owner, "/colleagues");
  await expect(page.getByText("هنوز همکاری اضافه نکرده‌اید.")).toBeVisible();
  await page.getByRole("link", { name: "افزودن همکار" }).first().click();

  await expect(page).toHaveURL(/\/colleagues\/create$/);
  const mobile = randomMobile();
  const username = randomUsername();
  await page.getByRole("textbox", { name: "نام", exact: true }).fill("سارا");
  await page.getByRole("textbox", { name: "نام خانوادگی" }).fill("محمدی");
  await page.getByRole("textbox", { name: "شماره موبایل" }).fill(mobile);
  await page.getByRole("textbox", { name: "نام کاربری" }).fill(username);
  await expect(page.getByText("این نام کاربری قابل ثبت می باشد")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "سطح دسترسی" })).toHaveText(/کارشناس ارسال/);
  const since = new Date();
  await page.getByRole("button", { name: "ارسال دعوت" }).click();

  await expect(page).toHaveURL(/\/colleagues$/);
  await expect(
    page.getByText(
      `دعوت «سارا محمدی» فرستاده شد: پیامکی با پیوند تعیین رمز عبور به ${mobile} رفت که تا ۷۲ ساعت معتبر است. تا نخستین ورود، وضعیت او «در انتظار تأیید» است.`,
      { exact: true },
    ),
  ).toBeVisible();
  const row = colleagueRow(page, username);
  await expect(row).toContainText("در انتظار تأیید");
  await expect(row).toContainText(mobile);
  await expect(row).toContainText("کارشناس ارسال");
  await expect(row).toContainText("هنوز وارد نشده");

  const token = await invitationToken(mobile, since);
  const context = await browser.newContext();
  try {
    const colleague = await context.newPage();
    await colleague.goto(`/invitation/${token}`);
    await untilHydrated(colleague);
    await expect(colleague.getByRole("heading", { name: "پذیرش دعوت همکاری" })).toBeVisible();
    await expect(colleague.getByText(/سارا محمدی عزیز، شما به همکاری در حساب «.+» دعوت شده‌اید/)).toBeVisible();
    await expect(colleague.getByText(username, { exact: true })).toBeVisible();
    const password = randomPassword();
    await passwordField(colleague).fill(password);
    await colleague.locator('input[name="password_confirmation"]').fill(password);
    await colleague.getByRole("button", { name: "پذیرش دعوت و ثبت رمز عبور" }).click();
    await expect(colleague.getByRole("heading", { name: "رمز عبور شما ثبت شد" })).toBeVisible();

    await colleague.getByRole("link", { name: "ورود به پنل" }).click();
    await expect(colleague).toHaveURL(/\/login$/);
    await untilHydrated(colleague);
    await submitLogin(colleague, username, password);
    await expect(colleague).toHaveURL(/\/dashboard$/);

    // The link is spent.
    await colleague.goto(`/invitation/${token}`);
    await expect(colleague.getByRole("heading", { name: "پیوند دعوت معتبر نیست" })).toBeVisible();
    await expect(colleague.getByText(COLLEAGUE_MESSAGES.invitationInvalid)).toBeVisible();
    await expect(colleague.getByRole("link", { name: "رفتن به صفحه ورود" })).toHaveAttribute("href", "/login");
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(colleagueRow(page, username)).toContainText("فعال");
  await expect(colleagueRow(page, username)).not.toContainText("در انتظار تأیید");
  await expect(colleagueRow(page, username)).not.toContainText("هنوز وارد نشده");
});

test("an invitation link that is not one says so and leads to sign-in @one-viewport", async ({ page }) => {
  await page.goto("/invitation/0123456789abcdef0123456789abcdef");
  await expect(page.getByRole("heading", { name: "پیوند دعوت معتبر نیست" })).toBeVisible();
  await expect(page.getByText(COLLEAGUE_MESSAGES.invitationInvalid)).toBeVisible();
  // The token in the address is never passed on in a Referer.
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await page.getByRole("link", { name: "رفتن به صفحه ورود" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the owner deactivates, activates and deletes a colleague from the list, each after a confirmation", async ({
  page,
}) => {
  const owner = await createAccount();
  const colleague = await createActiveColleague(
    owner,
    { permissions: ["send.quick"] },
    { first_name: "رضا", last_name: "کاظمی" },
  );
  const pending = await inviteColleague(
    owner,
    { roleId: colleague.role_id },
    { first_name: "مینا", last_name: "رحیمی" },
  );
  await signIn(page, owner, "/colleagues");
  const row = colleagueRow(page, colleague.username);
  await expect(row).toContainText("فعال");

  await row.getByRole("button", { name: "غیرفعال کردن: رضا کاظمی" }).click();
  const deactivate = page.getByRole("dialog", { name: "غیرفعال کردن همکار" });
  await expect(deactivate).toContainText("«رضا کاظمی» از درخواست بعدی از پنل بیرون می‌رود");
  await deactivate.getByRole("button", { name: "غیرفعال کردن" }).click();
  await expect(page.getByText("«رضا کاظمی» غیرفعال شد.", { exact: true })).toBeVisible();
  await expect(row).toContainText("غیرفعال");

  // The state filter lives in the query string.
  await page.goto("/colleagues?col_state=deactivated");
  await expect(colleagueRow(page, colleague.username)).toBeVisible();
  await expect(colleagueRow(page, pending.username)).toHaveCount(0);
  await page.goto("/colleagues?col_state=pending");
  await expect(colleagueRow(page, pending.username)).toContainText("در انتظار تأیید");
  await expect(colleagueRow(page, colleague.username)).toHaveCount(0);
  await page.goto("/colleagues");

  await row.getByRole("button", { name: "فعال کردن: رضا کاظمی" }).click();
  await page.getByRole("dialog", { name: "فعال کردن همکار" }).getByRole("button", { name: "فعال کردن" }).click();
  await expect(page.getByText("«رضا کاظمی» فعال شد.", { exact: true })).toBeVisible();
  await expect(row.getByText("فعال", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "حذف: رضا کاظمی" }).click();
  const remove = page.getByRole("dialog", { name: "حذف همکار" });
  await remove.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(page.getByText("«رضا کاظمی» حذف شد.", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(colleagueRow(page, pending.username)).toBeVisible();

  // A pending colleague's invitation goes again to their mobile, but not twice within a minute:
  // the dialog stays open with the upstream's reason.
  await colleagueRow(page, pending.username).getByRole("button", { name: "ارسال دوبارهٔ دعوت: مینا رحیمی" }).click();
  const resend = page.getByRole("dialog", { name: "ارسال دوبارهٔ دعوت" });
  await expect(resend).toContainText(pending.mobile);
  await resend.getByRole("button", { name: "ارسال دعوت" }).click();
  await expect(resend.getByRole("alert")).toHaveText(COLLEAGUE_MESSAGES.invitationResendWait);
  await resend.getByRole("button", { name: "انصراف" }).click();
  await expect(resend).toHaveCount(0);
});

test("a colleague's page shows their details and open session, and their names and role are changed there", async ({
  page,
}) => {
  const owner = await createAccount();
  const colleague = await createActiveColleague(
    owner,
    { permissions: ["send.quick"] },
    { first_name: "رضا", last_name: "کاظمی" },
  );
  await createRole(owner, ["reports.view", "reports.cancel"], "گزارش‌خوان");
  await signIn(page, owner, "/colleagues");
  await page.getByRole("link", { name: "رضا کاظمی" }).click();

  await expect(page).toHaveURL(new RegExp(`/colleagues/${colleague.id}$`));
  const details = page.getByRole("region", { name: "رضا کاظمی" });
  await expect(details).toContainText(colleague.username);
  await expect(details).toContainText(colleague.mobile);
  await expect(details).toContainText("فعال");
  await expect(details).toContainText("خاموش");
  await expect(details.getByText(/^۱۴[۰-۹]{2}-[۰-۹]{2}-[۰-۹]{2}/).first()).toBeVisible();
  const sessions = page.getByRole("list", { name: "نشست‌های باز همکار" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("textbox", { name: "نام", exact: true }).fill("رضا");
  await page.getByRole("textbox", { name: "نام خانوادگی" }).fill("کاظمی‌نژاد");
  await page.getByRole("combobox", { name: "سطح دسترسی" }).click();
  await page.getByRole("option", { name: "گزارش‌خوان", exact: true }).click();
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(page.getByText("تغییرات همکار ذخیره شد.", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "رضا کاظمی‌نژاد" })).toContainText("گزارش‌خوان");

  await page.getByRole("button", { name: "غیرفعال کردن: رضا کاظمی‌نژاد" }).click();
  await page.getByRole("dialog", { name: "غیرفعال کردن همکار" }).getByRole("button", { name: "غیرفعال کردن" }).click();
  await expect(page.getByRole("region", { name: "رضا کاظمی‌نژاد" })).toContainText("غیرفعال");
  // Deactivation ends the colleague's sessions.
  await expect(sessions).toHaveCount(0);
  await expect(page.getByText("همکار اکنون در هیچ دستگاهی وارد نیست.")).toBeVisible();
});
