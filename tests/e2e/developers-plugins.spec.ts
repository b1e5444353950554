import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/test";

const PLUGINS = "/developers/plugins";

const CATALOGUE = [
  ["نمونه‌های آمادهٔ JavaScript", "Node.js 18+"],
  ["نمونه‌های آمادهٔ Python", "Python 3 (requests)"],
  ["نمونه‌های آمادهٔ curl", "Shell (curl)"],
  ["سند OpenAPI راهنمای API", "OpenAPI 3.1"],
] as const;

test("the catalogue shows each integration, and «دریافت» downloads its zip of ready-to-run examples", async ({
  page,
}) => {
  await signIn(page, await createAccount(), PLUGINS);

  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "افزونه‌ها" })).toHaveAttribute("aria-current", "page");
  for (const [name, platform] of CATALOGUE) {
    const card = main.getByRole("article", { name });
    await expect(card).toContainText(platform);
    await expect(card).toContainText("1.0.0");
    await expect(card).toContainText(/[۰-۹]+ کیلوبایت/);
  }

  const javascript = main.getByRole("article", { name: "نمونه‌های آمادهٔ JavaScript" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    javascript.getByRole("link", { name: "دریافت نمونه‌های آمادهٔ JavaScript (فایل zip)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sms-api-examples-javascript-1.0.0.zip");
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const folder = "sms-api-examples-javascript-1.0.0";
  expect(Object.keys(entries).sort()).toEqual(
    ["README.md", "credit.mjs", "delivery-report.mjs", "send-otp.mjs", "send.mjs"].map((f) => `${folder}/${f}`),
  );
  const send = strFromU8(entries[`${folder}/send.mjs`]!);
  expect(send).toContain("await fetch(`${process.env.SMS_API_BASE_URL}/v1/api/send`");
  expect(send).toContain("Authorization: process.env.SMS_API_KEY");

  await javascript.getByRole("link", { name: "مستندات نمونه‌های آمادهٔ JavaScript" }).click();
  await expect(page).toHaveURL(/\/developers\/documents#post_v1_api_send$/);
});

test("the curl examples and the OpenAPI document download too, and the reference's Markdown opens in a new tab", async ({
  page,
}) => {
  await signIn(page, await createAccount(), PLUGINS);

  const main = page.getByRole("main");
  for (const [name, file, expected] of [
    ["نمونه‌های آمادهٔ curl", "sms-api-examples-curl-1.0.0", ["credit.sh", "send.sh", "send-otp.sh"]],
    ["سند OpenAPI راهنمای API", "sms-api-openapi-1.0.0", ["openapi.json", "llms.md"]],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("link", { name: `دریافت ${name} (فایل zip)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${file}.zip`);
    const names = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
    for (const entry of ["README.md", ...expected]) expect(names).toContain(`${file}/${entry}`);
  }
  // The reference's Markdown opens through the panel, in a new tab.
  const [markdown] = await Promise.all([
    page.waitForEvent("popup"),
    main.getByRole("link", { name: "مستندات سند OpenAPI راهنمای API (در برگهٔ تازه)" }).click(),
  ]);
  await expect(markdown).toHaveURL(/\/api\/v1\/api\/panel\/llms\.txt$/);
});
