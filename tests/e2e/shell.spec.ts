import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { addCredit, createAccount, creditText, signIn } from "./support/accounts";

const html = (page: Page) => page.locator("html");
const darkFlag = (page: Page) => page.evaluate(() => localStorage.getItem("dark"));

test("the header's refresh button shows credit added meanwhile @one-viewport", async ({ page }) => {
  const account = await createAccount({ credit: 1000 });
  await signIn(page, account);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰ ریال");
  await addCredit(account.username, 2_500_000.75);
  await page.getByRole("button", { name: "به‌روزرسانی اعتبار" }).click();
  await expect(creditText(page)).toHaveText("۲٬۵۰۱٬۰۰۰ ریال");
});

test("«افزایش اعتبار» in the header leads to the wallet's top-up page", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  await page.getByRole("banner").getByRole("link", { name: "افزایش اعتبار" }).click();
  await expect(page).toHaveURL(/\/wallet\/credit$/);
});

test("dark theme: the toggle sets it, a reload keeps it from the first paint, and another tab follows", async ({
  page,
  context,
}) => {
  const account = await createAccount();
  // Record the theme at DOMContentLoaded of every load: before React runs, the class must already be right.
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { darkAtDomContentLoaded: boolean }).darkAtDomContentLoaded =
        document.documentElement.classList.contains("dark");
    });
  });
  await signIn(page, account);
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  const other = await context.newPage();
  await other.goto("/dashboard");
  await expect(other.getByRole("button", { name: "حالت تیره" })).toBeVisible();

  await page.getByRole("button", { name: "حالت تیره" }).click();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await darkFlag(page)).toBe("true");
  await expect(page.getByRole("button", { name: "حالت روشن" })).toBeVisible();

  // The other tab follows through the storage event, its toggle too.
  await expect(html(other)).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(other.getByRole("button", { name: "حالت روشن" })).toBeVisible();

  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { darkAtDomContentLoaded?: boolean }).darkAtDomContentLoaded),
  ).toBe(true);
  await expect(page.getByRole("button", { name: "حالت روشن" })).toBeVisible();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

  // Back to light from the other tab: the key is removed and the first tab follows.
  await other.getByRole("button", { name: "حالت روشن" }).click();
  await expect(html(other)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await darkFlag(other)).toBeNull();
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test("an unknown path answers 404 with the Persian not-found page @one-viewport", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "صفحه‌ای که دنبالش بودید پیدا نشد" })).toBeVisible();
  await page.getByRole("link", { name: "بازگشت به خانه" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test("the dashboard shows the news, the quick-access tiles and the banner carousel", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  const news = page.getByRole("region", { name: "اخبار و اطلاعیه‌ها" });
  for (const title of [
    "راه‌اندازی ارسال پیامک با الگوی خدماتی",
    "جشنواره شارژ پاییزی آغاز شد",
    "گزارش لحظه‌ای وضعیت تحویل",
  ]) {
    await expect(news.getByRole("heading", { name: title })).toBeVisible();
  }
  const quick = page.getByRole("region", { name: "دسترسی سریع" });
  const tiles: Array<[string, string]> = [
    ["ارسال سریع", "/send-sms/quick"],
    ["گزارش ارسال‌ها", "/reports"],
    ["کلیدهای دسترسی API", "/developers/api-keys"],
  ];
  for (const [title, href] of tiles) {
    await expect(quick.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
  }
  const carousel = page.getByRole("region", { name: "بنرهای تبلیغاتی" });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole("img", { name: "جشنواره شارژ پاییزی", exact: true })).toBeAttached();
});

test("a banner with action 1 opens its popup, which closes with its close button", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  const carousel = page.getByRole("region", { name: "بنرهای تبلیغاتی" });
  // Bring the popup banner's slide forward; hovering the carousel holds it there.
  await carousel.getByRole("button", { name: "اسلاید 1" }).click();
  await carousel.locator('button[aria-haspopup="dialog"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "جزئیات جشنواره شارژ پاییزی" })).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveAttribute("href", "/wallet/credit");
  await dialog.getByRole("button", { name: "بستن" }).click();
  await expect(dialog).toBeHidden();
});

test("GET /api/health answers the panel and the upstream are up", { tag: "@one-viewport" }, async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", upstream: "up" });
});
