import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's test whose `page.goto` also waits until the page has hydrated (the panel marks
 * <html data-hydrated>): server-rendered buttons and inputs show before their handlers exist, and
 * a click or a chosen file in between would be lost, as a user's would.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (isPage) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return response;
    };
    await provide(page);
  },
});
