import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { createAccount, signIn, UPSTREAM_URL } from "./support/accounts";
import { createApiKey } from "./support/api-keys";
import { expect, test } from "./support/test";

const run = promisify(execFile);
const DOCUMENTS = "/developers/documents";
const CREDIT = "get_v1_api_payment_credit_mine";

const callRow = (page: Page, id: string) => page.locator(`details[id="${id}"]`);

test("the reference lists its areas, narrows as words are typed, and a call's curl sample works with a real key", async ({
  page,
}) => {
  const account = await createAccount({ credit: 250_000 });
  const { key } = await createApiKey(account, { title: "مستندات" });
  await signIn(page, account, DOCUMENTS);

  const main = page.getByRole("main");
  for (const area of ["ورود و ثبت‌نام", "ارسال پیامک", "کیف پول و پرداخت", "وب‌هوک‌ها"])
    await expect(main.getByRole("heading", { level: 2, name: area })).toBeVisible();
  // The authentication note leads to the keys (the area's strip above it does too).
  const auth = main.getByRole("region", { name: "احراز هویت" });
  await expect(auth.getByRole("link", { name: "کلیدهای API", exact: true })).toHaveAttribute(
    "href",
    "/developers/api-keys",
  );
  await expect(main.getByText("Authorization: YOUR_API_KEY")).toBeVisible();

  const search = main.getByRole("searchbox", { name: "جستجو در فراخوانی‌ها" });
  await search.fill("/v1/api/send/cancel");
  await expect(main.locator("details")).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 3, name: "لغو ارسال زمان‌بندی‌شده" })).toBeVisible();
  await search.fill("موجودي كيف");
  await expect(main.getByRole("heading", { level: 3, name: "موجودی من" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "ارسال پیامک" })).toBeHidden();
  await search.fill("زرافه");
  await expect(main.getByText("هیچ فراخوانی با «زرافه» پیدا نشد.", { exact: false })).toBeVisible();
  await expect(main.locator("details")).toHaveCount(0);

  await search.fill("credit/mine");
  await callRow(page, CREDIT).locator("summary").click();
  await expect(page).toHaveURL(new RegExp(`#${CREDIT}$`));
  const call = callRow(page, CREDIT);
  await expect(call.getByText("data.credit", { exact: true })).toBeVisible();
  const curl = call.getByLabel("نمونهٔ درخواست با curl");
  await expect(curl).toHaveAttribute("dir", "ltr");
  const sample = (await curl.textContent()) ?? "";
  expect(sample).toContain("${BASE_URL}/v1/api/payment/credit/mine");
  expect(sample).toContain("Authorization: YOUR_API_KEY");

  // The sample as shown, with the key put in where it says and the address in BASE_URL.
  const { stdout } = await run("bash", ["-c", `${sample.replace("YOUR_API_KEY", key)} -s -w '\\n%{http_code}'`], {
    env: { ...process.env, BASE_URL: UPSTREAM_URL },
  });
  const [answer = "", status] = stdout.trim().split(/\n(?=\d{3}$)/);
  expect(status).toBe("200");
  expect(JSON.parse(answer)).toMatchObject({ meta: { status: true } });

  await call.getByRole("tab", { name: "JavaScript" }).click();
  await expect(call.getByLabel("نمونهٔ درخواست با JavaScript")).toContainText("await fetch(`${process.env.BASE_URL}");
  await call.getByRole("tab", { name: "Python" }).click();
  await expect(call.getByLabel("نمونهٔ درخواست با Python")).toContainText("requests.get(");
});

test("a #link opens its call and shows it, with the send's fields per method", async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account, `${DOCUMENTS}#post_v1_api_send`);
  const call = callRow(page, "post_v1_api_send");
  await expect(call).toHaveAttribute("open", "");
  await expect(call.getByText('sending_type: "pattern"')).toBeVisible();
  await expect(call.getByRole("tab", { name: "curl" })).toHaveAttribute("aria-selected", "true");
  await expect(call.getByText("ارسال پیامک", { exact: true })).toBeInViewport();
});

test(
  "the Markdown version answers for tools, with or without a session",
  { tag: "@one-viewport" },
  async ({ page, baseURL }) => {
    const account = await createAccount();
    await signIn(page, account, DOCUMENTS);
    const link = page.getByRole("link", { name: "همین مستندات به‌صورت متن ساده (Markdown)" });
    const href = (await link.getAttribute("href")) ?? "";
    const withSession = await page.request.get(href);
    expect(withSession.status()).toBe(200);
    expect(withSession.headers()["content-type"]).toMatch(/^text\/markdown/);
    expect(await withSession.text()).toMatch(/^# .+\n[\s\S]*## ارسال پیامک \(send\)/);
    const anonymous = await fetch(new URL(href, baseURL));
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toContain("`POST /v1/api/send`");
  },
);

test("a call the reference does not have is not found, whatever the id", { tag: "@one-viewport" }, async ({ page }) => {
  await signIn(page, await createAccount());
  for (const id of ["no_such_call", "a".repeat(5000), "..%2F..%2Fapi%2Fhealth", "post_v1_api_send%00"]) {
    const answer = await page.request.get(`${DOCUMENTS}/calls/${id}`);
    expect(answer.status(), id.slice(0, 40)).toBe(404);
  }
  const known = await page.request.get(`${DOCUMENTS}/calls/${CREDIT}`);
  expect(known.status()).toBe(200);
  expect(await known.json()).toMatchObject({ id: CREDIT, method: "GET", path: "/v1/api/payment/credit/mine" });
});
