import type { Browser, BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import { createAccount, isMobileProject, signIn, type DevAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { createActiveColleague } from "./support/colleagues";
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
  account: Pick<DevAccount, "username" | "password">,
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

test("a colleague's own preferences: the theme they save in one browser is the other's, the owner's stay as they were", async ({
  page,
  browser,
}, testInfo) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(owner, { permissions: ["send.quick", "reports.view"] });
  await signIn(page, colleague, "/settings");
  await untilHydrated(page);
  // Only the preferences: the account's settings are the owner's.
  await expect(page.getByRole("form", { name: "ترجیحات پنل" })).toBeVisible();
  await expect(page.getByRole("link", { name: "تنظیمات حساب" })).toHaveCount(0);
  await expect(group(page, "پوسته").getByRole("radio", { name: "روشن" })).toBeChecked();

  await choose(page, "پوسته", "تیره");
  await choose(page, "تعداد پیش‌فرض در صفحه", /^۲۰$/);
  await saveSettings(page);
  await expect.poll(() => isDark(page)).toBe(true);

  const other = await signedInElsewhere(browser, testInfo, colleague);
  try {
    // Dark from the first frame in a browser that never saw the choice.
    expect(await firstFrameDark(other.page)).toBe(true);
    await expect(group(other.page, "پوسته").getByRole("radio", { name: "تیره" })).toBeChecked();
    await expect(
      group(other.page, "تعداد پیش‌فرض در صفحه").getByRole("radio", { name: "۲۰", exact: true }),
    ).toBeChecked();
    // The navigation leads every member to their preferences.
    if (!isMobileProject(testInfo)) {
      await expect(
        other.page.getByRole("navigation", { name: "منوی اصلی" }).getByRole("link", { name: "ترجیحات پنل" }),
      ).toHaveAttribute("href", "/settings");
    }

    // The reports' first page is handed over from the server at the colleague's page size: the browser asks no list.
    const listCalls: string[] = [];
    other.page.on("request", (request) => {
      if (request.url().includes("/api/v1/api/report/") && request.url().includes("_list"))
        listCalls.push(request.url());
    });
    await goTo(other.page, "/reports");
    await expect(other.page.getByRole("heading", { name: "گزارش‌ها" }).first()).toBeVisible();
    expect(listCalls).toEqual([]);
  } finally {
    await other.context.close();
  }

  // The owner's own preferences are untouched.
  const ownerBrowser = await signedInElsewhere(browser, testInfo, owner);
  try {
    expect(await isDark(ownerBrowser.page)).toBe(false);
    await expect(group(ownerBrowser.page, "پوسته").getByRole("radio", { name: "روشن" })).toBeChecked();
    await expect(
      group(ownerBrowser.page, "تعداد پیش‌فرض در صفحه").getByRole("radio", { name: "۱۰", exact: true }),
    ).toBeChecked();
  } finally {
    await ownerBrowser.context.close();
  }
});
