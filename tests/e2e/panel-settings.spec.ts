import type { Browser, BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import { createAccount, isMobileProject, signIn, type DevAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { expect, test, untilHydrated } from "./support/test";

/*
 * /settings: the panel's preferences are kept by the upstream, so a change made in one browser
 * shows in another: the theme from the first frame, the tables' density and page size, the layout
 * on a tablet.
 */

/** A second browser of the same person: a context of its own, sized as this project's. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, extra: BrowserContextOptions = {}) {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: use.locale,
    timezoneId: use.timezoneId,
    ...extra,
  });
  // When <html> turned dark, to compare with the page's first paint.
  await context.addInitScript(() => {
    const mark = () => {
      const w = window as unknown as { darkSince?: number };
      if (document.documentElement.classList.contains("dark")) w.darkSince ??= performance.now();
    };
    // From the document itself: at this point it has no <html> element yet.
    new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
  return context;
}

async function goTo(page: Page, path: string) {
  await page.goto(path);
  await untilHydrated(page);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
/** Whether the page was dark when it first painted: no light frame flashed before the stored theme. */
async function firstFrameDark(page: Page) {
  const { since, paint } = await page.evaluate(() => ({
    since: (window as unknown as { darkSince?: number }).darkSince,
    paint: performance.getEntriesByName("first-paint")[0]?.startTime,
  }));
  return since !== undefined && paint !== undefined && since <= paint;
}

const group = (page: Page, name: string) => page.getByRole("group", { name });

async function choose(page: Page, groupName: string, option: string | RegExp) {
  await group(page, groupName).getByRole("radio", { name: option }).check();
}

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "ذخیرهٔ ترجیحات" }).click();
  await expect(page.getByText("ترجیحات پنل ذخیره شد.").first()).toBeVisible();
}

async function signedInElsewhere(
  browser: Browser,
  testInfo: TestInfo,
  account: DevAccount,
  extra?: BrowserContextOptions,
) {
  const context = await secondBrowser(browser, testInfo, extra);
  const page = await context.newPage();
  await test.step("sign in from the second browser", () => signIn(page, account, "/settings"));
  await untilHydrated(page);
  return { context, page };
}

test("a theme, density and page size chosen in one browser are what another browser opens with", async ({
  page,
  browser,
}, testInfo) => {
  const account = await createAccount({ credit: 5_000_000 });
  await signIn(page, account, "/settings");
  await expect(group(page, "پوسته").getByRole("radio", { name: "روشن" })).toBeChecked();
  await expect(group(page, "تعداد پیش‌فرض در صفحه").getByRole("radio", { name: "۱۰", exact: true })).toBeChecked();
  expect(await seriousViolations(page), "/settings").toEqual([]);

  // A browser where the member is signed in already, and one they sign in from afterwards.
  const open = await signedInElsewhere(browser, testInfo, account);
  try {
    expect(await isDark(open.page)).toBe(false);

    await choose(page, "پوسته", "تیره");
    await choose(page, "تراکم جدول‌ها در رایانه", /فشرده/);
    await choose(page, "تعداد پیش‌فرض در صفحه", /^۲۰$/);
    await saveSettings(page);
    await expect.poll(() => isDark(page)).toBe(true);

    // The open browser, reloaded: dark, and the choices shown.
    await open.page.reload();
    await untilHydrated(open.page);
    expect(await isDark(open.page)).toBe(true);
    await expect(group(open.page, "پوسته").getByRole("radio", { name: "تیره" })).toBeChecked();
    await expect(
      group(open.page, "تعداد پیش‌فرض در صفحه").getByRole("radio", { name: "۲۰", exact: true }),
    ).toBeChecked();
    await expect(group(open.page, "تراکم جدول‌ها در رایانه").getByRole("radio", { name: /فشرده/ })).toBeChecked();
  } finally {
    await open.context.close();
  }

  const fresh = await signedInElsewhere(browser, testInfo, account);
  try {
    // Dark from the first frame it paints.
    expect(await firstFrameDark(fresh.page)).toBe(true);

    // A list whose link names no size asks for the chosen one; a desktop table is compact.
    const listed = fresh.page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/api/v1/api/report/payment/new"),
    );
    await goTo(fresh.page, "/wallet/transactions");
    expect(((await (await listed).json()) as { meta: { per_page: number } }).meta.per_page).toBe(20);
    if (!isMobileProject(testInfo)) {
      await expect(fresh.page.locator("table[data-density]")).toHaveAttribute("data-density", "compact");
    }

    // The settings page links to the account's settings, and back.
    await goTo(fresh.page, "/settings");
    await fresh.page.getByRole("link", { name: "تنظیمات حساب" }).click();
    await expect(fresh.page).toHaveURL(/\/profile\/settings$/);
    await untilHydrated(fresh.page);
    await fresh.page.getByRole("link", { name: "ترجیحات پنل" }).last().click();
    await expect(fresh.page).toHaveURL(/\/settings$/);
  } finally {
    await fresh.context.close();
  }
});

test("following the device's theme, and the phone's layout on a tablet, reach the other browser", async ({
  page,
  browser,
}, testInfo) => {
  const account = await createAccount();
  await signIn(page, account, "/settings");
  await choose(page, "پوسته", "مطابق دستگاه");
  await choose(page, "چیدمان در تبلت", /چیدمان موبایل/);
  await saveSettings(page);

  // A tablet-sized second browser on a dark device.
  const second = await signedInElsewhere(browser, testInfo, account, {
    viewport: { width: 900, height: 1000 },
    colorScheme: "dark",
  });
  try {
    expect(await firstFrameDark(second.page)).toBe(true);
    // The device turns light: the panel follows without a reload.
    await second.page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(second.page)).toBe(false);
    await second.page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(second.page)).toBe(true);

    // At 900 px the phone's frame: the bottom bar, no sidebar.
    const sidebar = second.page.locator("aside nav[aria-label='منوی اصلی']");
    const bottomBar = second.page.locator("nav[aria-label='منوی اصلی']:not(aside nav)");
    await expect(bottomBar).toBeVisible();
    await expect(sidebar).toHaveCount(0);

    // Back to the desktop frame on tablets, saved in the first browser: the tablet follows on its next load.
    await choose(page, "چیدمان در تبلت", /چیدمان رایانه/);
    await saveSettings(page);
    await second.page.reload();
    await untilHydrated(second.page);
    await expect(sidebar).toBeVisible();
    await expect(bottomBar).toHaveCount(0);
  } finally {
    await second.context.close();
  }
});
