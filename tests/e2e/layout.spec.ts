import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";
import { OLD_PANEL_URL } from "./support/panel-env";

test("the old-panel banner links to the old panel and stays closed once closed, from the first paint", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const banner = page.getByRole("region", { name: "پنل قدیمی" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "پنل قدیمی" })).toHaveAttribute("href", OLD_PANEL_URL);
  await banner.getByRole("button", { name: "بستن پیام پنل قدیمی" }).click();
  await expect(banner).toBeHidden();

  const response = await page.reload();
  expect(await response?.text()).not.toContain("بستن پیام پنل قدیمی");
  await expect(page.getByRole("heading", { name: "خانه" }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test("the parts gallery is not part of the production panel @one-viewport", async ({ page }) => {
  const response = await page.goto("/gallery");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 }).first()).toContainText("پیدا نشد");
});

test("on a phone «بیشتر» leads to every area the bottom bar has no room for; a desktop has the sidebar instead", async ({
  page,
  isMobile,
}) => {
  await signIn(page, await createAccount());
  if (!isMobile) {
    await expect(page.getByRole("navigation", { name: "منوی اصلی" }).getByRole("link", { name: "بیشتر" })).toBeHidden();
    expect((await page.goto("/menu"))?.status()).toBe(404);
    return;
  }
  await page.getByRole("navigation", { name: "منوی اصلی" }).getByRole("link", { name: "بیشتر" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  const areas = page.getByRole("navigation", { name: "همهٔ بخش‌ها" });
  await expect(areas.getByRole("link", { name: "پیامک‌های دریافتی" })).toBeVisible();
  await expect(areas.getByRole("link", { name: "تاریخچه تراکنش‌ها" })).toBeVisible();
  await areas.getByRole("link", { name: "همکاران" }).click();
  await expect(page).toHaveURL(/\/colleagues$/);
  await expect(page.getByRole("tab", { name: "همکاران" })).toBeVisible();
});
