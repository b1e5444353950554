import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** Waits until the panel page in view answers input (it marks <html data-hydrated> once hydrated). */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * Playwright's test whose `page.goto` and `page.reload` also wait until a panel page has hydrated (the panel marks
 * <html data-hydrated>): server-rendered buttons and inputs show before their handlers exist, and
 * a click or a chosen file in between would be lost, as a user's would.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, provide) => {
    const goto = page.goto.bind(page);
    const panelOrigin = new URL(baseURL ?? "http://localhost").origin;
    const reload = page.reload.bind(page);
    // Only the panel's own pages carry the mark (a test may open another site's page).
    const hydratedIfPanel = async <R extends Awaited<ReturnType<Page["goto"]>>>(response: R): Promise<R> => {
      const isPanelPage =
        response !== null &&
        new URL(response.url()).origin === panelOrigin &&
        (response.headers()["content-type"]?.startsWith("text/html") ?? false);
      if (isPanelPage) await untilHydrated(page);
      return response;
    };
    page.goto = async (url, options) => hydratedIfPanel(await goto(url, options));
    // A reload is a new document: its buttons are inert again until it hydrates.
    page.reload = async (options) => hydratedIfPanel(await reload(options));
    await provide(page);
  },
});
