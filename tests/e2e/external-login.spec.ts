import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAccount, creditText, expectSignedInAs, impersonationToken, signIn } from "./support/accounts";

// Support staff's entry: a link names the account, and only the confirming post from the panel's
// own page enters it. Another site (127.0.0.1 is another site than localhost) can open the link or
// post the form, and neither changes whose session the browser holds.

const TEST_NAME = "کاربر آزمایشی";
const ENTER = "ورود به حساب این کاربر";

/** Pages of "another site": each path answers the HTML it was given. */
class OtherSite {
  private pages = new Map<string, string>();
  private server: Server | null = null;
  origin = "";

  async start() {
    this.server = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(this.pages.get(req.url ?? "") ?? "");
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  page(path: string, html: string): string {
    this.pages.set(path, `<!doctype html><html><body>${html}</body></html>`);
    return `${this.origin}${path}`;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const otherSite = new OtherSite();
test.beforeAll(() => otherSite.start());
test.afterAll(() => otherSite.stop());

let baseURL = "";
test.beforeEach(({ baseURL: url }) => {
  baseURL = url ?? "";
});

/** Follows a link to the panel from a page of the other site, as a click in support's tools would. */
async function openFromOtherSite(page: Page, panelPath: string) {
  const html = `<a id="go" href="${baseURL}${panelPath}">ورود</a>`;
  await page.goto(otherSite.page(`/link-${Math.random().toString(36).slice(2)}`, html));
  await page.locator("#go").click();
}

test("the link names the account and the button enters it, with the viewing-as strip and no token in the address", async ({
  page,
}) => {
  const account = await createAccount({ credit: 5000 });
  const token = await impersonationToken(account.username);
  await openFromOtherSite(page, `/external-login?token=${encodeURIComponent(token)}`);

  await expect(page).toHaveURL(/\/external-login\/confirm$/);
  expect(page.url()).not.toContain(token);
  await expect(page.getByRole("heading", { name: "ورود به عنوان پشتیبان" })).toBeVisible();
  await expect(page.getByText(TEST_NAME, { exact: true })).toBeVisible();
  await expect(page.getByText(account.username, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: ENTER }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const strip = page.getByRole("status").filter({ hasText: "به عنوان پشتیبان" });
  await expect(strip).toContainText(account.username);
  await expect(strip.getByRole("button", { name: "خروج از حساب" })).toBeVisible();
  await expect(creditText(page)).toHaveText("۵٬۰۰۰ ریال");
});

test("a link from another site enters nothing by itself, nor does another site's post of the form", async ({
  page,
}, testInfo) => {
  const own = await createAccount();
  const other = await createAccount();
  await signIn(page, own);

  await openFromOtherSite(
    page,
    `/external-login?token=${encodeURIComponent(await impersonationToken(other.username))}`,
  );
  await expect(page.getByText(other.username, { exact: true })).toBeVisible();
  const nonce = await page.locator('input[name="nonce"]').inputValue();

  // Even knowing the form's nonce, a post from the other site is refused.
  const forged = otherSite.page(
    "/forged-post",
    `<form method="post" action="${baseURL}/external-login"><input name="nonce" value="${nonce}"></form><script>document.forms[0].submit()</script>`,
  );
  const refused = page.waitForResponse(
    (response) => response.url() === `${baseURL}/external-login` && response.request().method() === "POST",
  );
  await page.goto(forged);
  expect((await refused).status()).toBe(403);

  await page.goto("/dashboard");
  await expectSignedInAs(page, testInfo, TEST_NAME, own.username);
  await expect(page.getByRole("status").filter({ hasText: "به عنوان پشتیبان" })).toHaveCount(0);

  // The same entry, confirmed on the panel's own page, does enter the other account.
  await page.goto("/external-login/confirm");
  await page.getByRole("button", { name: ENTER }).click();
  await expect(page.getByRole("status").filter({ hasText: "به عنوان پشتیبان" })).toContainText(other.username);
});

test("a support token first used more than 120 seconds after it was made is refused, with the reason on the sign-in page @one-viewport", async ({
  page,
}) => {
  const account = await createAccount();
  const stale = await impersonationToken(account.username, { ageSeconds: 121 });
  await page.goto(`/external-login?token=${encodeURIComponent(stale)}`);
  await expect(page).toHaveURL(/\/login\?reason=external$/);
  await expect(page.getByText("لینک ورود پشتیبان معتبر نیست یا منقضی شده است.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "ورود", exact: true })).toBeVisible();
});

test("an invalid token goes to the sign-in page without leaving the token in the address @one-viewport", async ({
  page,
}) => {
  await page.goto("/external-login?token=not-a-real-token-0123456789");
  await expect(page).toHaveURL(/\/login\?reason=external$/);
  expect(page.url()).not.toContain("not-a-real-token");
  await expect(page.getByRole("button", { name: "ورود", exact: true })).toBeVisible();
});

test("the confirmation page without a link behind it says the link is no longer valid and leads to sign-in @one-viewport", async ({
  page,
}) => {
  await page.goto("/external-login/confirm");
  await expect(page.getByRole("heading", { name: "لینک ورود پشتیبان معتبر نیست" })).toBeVisible();
  await expect(page.getByRole("button", { name: ENTER })).toHaveCount(0);
  await page.getByRole("link", { name: "رفتن به صفحه ورود" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
