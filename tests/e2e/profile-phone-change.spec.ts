import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, dev, isMobileProject, latestOtp, randomMobile, signIn } from "./support/accounts";

/** /profile's third tab on a desktop; its own page, from /profile's menu, on a phone. */
async function openPhoneChange(page: Page, testInfo: TestInfo) {
  await page.goto("/profile");
  if (isMobileProject(testInfo)) {
    await page.getByRole("link", { name: /تغییر شماره موبایل/ }).click();
    await expect(page).toHaveURL(/\/profile\/change-phone-number$/);
  } else {
    await page.getByRole("tab", { name: "تغییر شماره موبایل" }).click();
  }
  const section = page.getByRole("region", { name: "تغییر شمارهٔ موبایل" });
  await expect(section).toBeVisible();
  return section;
}

/** The stepper's four steps, each done, current, upcoming or failed. */
const stepStates = (page: Page) =>
  page.locator("ol > li[data-state]").evaluateAll((steps) => steps.map((step) => step.getAttribute("data-state")));

/** A code that is surely not the one sent. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** An account's mobile as the panel shows it: 0912…. */
const shown = (msisdn: string) => `0${msisdn.slice(2)}`;

/** Steps 1 to 3 with codes read from the simulated operator's outbox; the third's first code is wrong. */
async function submitChange(page: Page, section: ReturnType<Page["getByRole"]>, account: { mobile: string }) {
  const newMobile = randomMobile();
  const askedAt = new Date();
  await section.getByRole("button", { name: "ارسال کد به شمارهٔ فعلی" }).click();
  const code = section.getByLabel("کد تأیید");
  await code.fill(await latestOtp(account.mobile, askedAt));

  const newField = section.getByLabel("شمارهٔ موبایل جدید");
  await expect(newField).toBeVisible();
  expect(await stepStates(page)).toEqual(["done", "current", "upcoming", "upcoming"]);
  await newField.fill(shown(account.mobile));
  await section.getByRole("button", { name: "ارسال کد به شمارهٔ جدید" }).click();
  await expect(newField).toHaveAccessibleDescription("شمارهٔ جدید با شمارهٔ فعلی حساب یکی است");
  const namedAt = new Date();
  await newField.fill(newMobile);
  await section.getByRole("button", { name: "ارسال کد به شمارهٔ جدید" }).click();
  const sent = await latestOtp(newMobile, namedAt);

  await code.fill(otherCode(sent));
  await expect(code).toHaveAccessibleDescription("کد تأیید درست نیست");
  await expect.poll(() => stepStates(page)).toEqual(["done", "done", "failed", "upcoming"]);
  await code.fill(sent);
  await expect(section.getByText("در انتظار بررسی کارشناس")).toBeVisible();
  await expect.poll(() => stepStates(page)).toEqual(["done", "done", "done", "current"]);
  return newMobile;
}

test("the mobile changes only once the expert approves, and the new one is shown", async ({ page }, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  const section = await openPhoneChange(page, testInfo);
  await expect(section).toContainText(`شمارهٔ فعلی حساب: ${shown(account.mobile)}`);
  const newMobile = await submitChange(page, section, account);

  // Read again from the upstream: still waiting, still the old number, and no way to start again.
  await page.reload();
  await expect(section.getByText("در انتظار بررسی کارشناس")).toBeVisible();
  await expect(section).toContainText(`شمارهٔ فعلی حساب: ${shown(account.mobile)}`);
  await expect(section.getByRole("button", { name: "ارسال کد به شمارهٔ فعلی" })).toHaveCount(0);

  await dev("POST", "/phone-changes/review", { username: account.username, decision: "approve" });
  await expect(section.getByText(/درخواست شما تأیید شد/)).toContainText(newMobile);
  await expect(section).toContainText(`شمارهٔ فعلی حساب: ${newMobile}`);
  await expect.poll(() => stepStates(page)).toEqual(["done", "done", "done", "done"]);
});

test("a rejection shows the expert's reason, keeps the mobile, and a new request can begin", async ({
  page,
}, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  const section = await openPhoneChange(page, testInfo);
  await submitChange(page, section, account);

  const reason = "شمارهٔ جدید به نام صاحب حساب ثبت نشده است";
  await dev("POST", "/phone-changes/review", { username: account.username, decision: "reject", reason });
  await expect(section.getByRole("alert")).toContainText(`دلیل کارشناس: ${reason}`);
  await expect(section).toContainText(`شمارهٔ فعلی حساب: ${shown(account.mobile)}`);
  expect(await stepStates(page)).toEqual(["done", "done", "done", "failed"]);

  await section.getByRole("button", { name: "ثبت درخواست تازه" }).click();
  const askedAt = new Date();
  await section.getByRole("button", { name: "ارسال کد به شمارهٔ فعلی" }).click();
  await section.getByLabel("کد تأیید").fill(await latestOtp(account.mobile, askedAt));
  await expect(section.getByLabel("شمارهٔ موبایل جدید")).toBeVisible();
});
