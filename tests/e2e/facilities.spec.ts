import type { Page } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { seedPhonebook } from "./support/phonebooks";
import { expect, test } from "./support/test";

/*
 * /facilities: the catalogue of what the panel offers, each facility's state for this account:
 * what a plan unlocks follows the account's plan, what is started follows what the account made.
 */

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

test("an account without a plan sees what needs one, and links to the plans", async ({ page }) => {
  await signIn(page, await createAccount({ plan: "none" }), "/facilities");
  await expect(page.getByRole("heading", { name: "خودکارسازی" })).toBeVisible();

  const secretaries = card(page, "منشی پیام دریافتی");
  await expect(secretaries).toContainText("نیاز به پنل");
  await expect(card(page, "کلیدهای API")).toContainText("نیاز به پنل");
  await expect(card(page, "ارسال سریع")).toContainText("فعال");
  await expect(card(page, "پیامک الگو")).toContainText("هنوز راه‌اندازی نشده");
  expect(await seriousViolations(page), "/facilities").toEqual([]);

  await secretaries.getByRole("link", { name: /دیدن پنل‌ها/ }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test("an account with a plan sees each facility not set up until it starts using it", async ({ page, isMobile }) => {
  const account = await createAccount();
  await signIn(page, account, "/facilities");

  await expect(card(page, "منشی پیام دریافتی")).toContainText("هنوز راه‌اندازی نشده");
  await expect(card(page, "کلیدهای API")).toContainText("هنوز راه‌اندازی نشده");
  const phonebooks = card(page, "ارسال به دفترچهٔ تلفن");
  await expect(phonebooks).toContainText("هنوز راه‌اندازی نشده");
  await expect(phonebooks.getByRole("link")).toHaveAttribute("href", "/contacts");

  await seedPhonebook(account, "مشتریان", [{ number: "09120000001", name: "مشتری" }]);
  await page.reload();
  await expect(phonebooks).toContainText("فعال");
  await phonebooks.getByRole("link", { name: /ورود/ }).click();
  await expect(page).toHaveURL(/\/send-sms\/phonebook$/);

  // Reached from the navigation too (on a phone, under «بیشتر»).
  await page.goto(isMobile ? "/menu" : "/dashboard");
  const nav = page.getByRole("navigation", { name: isMobile ? "همهٔ بخش‌ها" : "منوی اصلی" });
  await nav.getByRole("link", { name: "امکانات پنل" }).click();
  await expect(page).toHaveURL(/\/facilities$/);
});
