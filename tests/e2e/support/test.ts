import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** Waits until the panel page in view answers input (it marks <html data-hydrated> once hydrated). */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * Playwright's test whose `page.goto` also waits until a panel page has hydrated (the panel marks
 * <html data-hydrated>): server-rendered buttons and inputs show before their handlers exist, and
 * a click or a chosen file in between would be lost, as a user's would.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, provide) => {
    const goto = page.goto.bind(page);
    const panelOrigin = new URL(baseURL ?? "http://localhost").origin;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only the panel's own pages carry the mark (a test may open another site's page).
      const isPanelPage =
        response !== null &&
        new URL(response.url()).origin === panelOrigin &&
        (response.headers()["content-type"]?.startsWith("text/html") ?? false);
      if (isPanelPage) await untilHydrated(page);
      return response;
    };
    await provide(page);
  },
});
