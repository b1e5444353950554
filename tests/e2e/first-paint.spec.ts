import { expect, test } from "./support/test";
import { createAccount, creditText, signIn } from "./support/accounts";

test("a panel page arrives whole: with scripts off, the shell and the quick send form show their data", async ({
  page,
  browser,
}) => {
  await signIn(page, await createAccount({ credit: 2_500_000 }));
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const noScript = await bare.newPage();
    await noScript.goto("/send-sms/quick");
    // Nothing waits behind a streamed boundary that only a script would reveal.
    await expect(creditText(noScript)).toHaveText("۲٬۵۰۰٬۰۰۰ ریال");
    await expect(noScript.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveText(/\(\d{6,}\)/);
    await expect(noScript.getByRole("textbox", { name: "شماره‌های گیرنده" })).toBeVisible();
    expect(await noScript.locator("div[hidden][id^='S:']").count()).toBe(0);
  } finally {
    await bare.close();
  }
});

test("while the next page is on its way, a bar runs along the top, and the old page stays until it is whole @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  // Hold the server's answer for /reports a moment, as a slow network would.
  await page.route(/\/reports\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("navigation", { name: "منوی اصلی" }).getByRole("link", { name: "گزارش‌ها" }).first().click();
  const bar = page.locator(".navigation-pending");
  await expect(bar).toBeVisible();
  await expect(page.getByRole("region", { name: "دسترسی سریع" })).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(bar).toHaveCount(0);
});
