import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";
import { createRequestThroughPanel, pdfFile, requestFileIds } from "./support/tickets";

const MB = 1024 * 1024;

test("a 10.1 MB file, an .exe renamed .pdf and a seventh kind of file are refused beside the field, each named, with nothing sent @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount(), "/support/create-ticket");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/v1/api/ticket")) sent.push(request.url());
  });
  const input = page.getByLabel("افزودن پیوست");
  const pdfHead = Buffer.from("%PDF-1.7\n");
  await input.setInputFiles([
    { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.concat([pdfHead, Buffer.alloc(10.1 * MB)]) },
    { name: "setup.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) },
    { name: "animation.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\x01\x00\x01\x00") },
  ]);
  const refusal = page.locator("#request-files-error");
  await expect(refusal).toContainText("حجم فایل «scan.pdf» بیش از ۱۰ مگابایت است");
  await expect(refusal).toContainText(
    "فایل «setup.pdf» از نوع zip\u200F، jpg\u200F، png\u200F، pdf\u200F یا rar\u200F نیست",
  );
  await expect(refusal).toContainText(
    "فایل «animation.gif» از نوع zip\u200F، jpg\u200F، png\u200F، pdf\u200F یا rar\u200F نیست",
  );
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: /^حذف / })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test("another account's request is not found on its page, and its file cannot be downloaded @one-viewport", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const theirs = await createRequestThroughPanel(
    page,
    { subject: "فاکتور محرمانه", description: "فاکتور خرید بستهٔ سالانه پیوست است." },
    [pdfFile("private.pdf")],
  );
  const [fileId] = await requestFileIds(page, theirs);
  expect((await page.request.get(`/api/v1/api/ticket/attachment/${fileId}`)).status()).toBe(200);

  await page.context().clearCookies();
  await signIn(page, await createAccount(), `/support/ticket/${theirs}`);
  await expect(page.getByText("درخواست مورد نظر یافت نشد")).toBeVisible();
  await expect(page.getByText("فاکتور محرمانه")).toHaveCount(0);
  const download = await page.request.get(`/api/v1/api/ticket/attachment/${fileId}`);
  expect(download.status()).toBe(404);
  expect(download.headers()["content-disposition"]).toBeUndefined();
});
