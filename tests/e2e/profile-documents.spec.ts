import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, dev, isMobileProject, signIn } from "./support/accounts";

/** /profile's second tab on a desktop; its own page, from /profile's menu, on a phone. */
async function openDocuments(page: Page, testInfo: TestInfo) {
  await page.goto("/profile");
  if (isMobileProject(testInfo)) {
    await page.getByRole("link", { name: /^مدارک/ }).click();
    await expect(page).toHaveURL(/\/profile\/documents$/);
  } else {
    await page.getByRole("tab", { name: "مدارک" }).click();
  }
  await expect(page.getByText(/از ۸ مدرک تأیید شده است/)).toBeVisible();
}

const FRONT = "تصویر روی کارت ملی";
const card = (page: Page, title = FRONT) => page.getByRole("article", { name: title });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF"), Buffer.alloc(200)]);

const review = (username: string, documentId: number, decision: "approve" | "reject", reason?: string) =>
  dev("POST", "/documents/review", { username, document_id: documentId, decision, ...(reason ? { reason } : {}) });

/** The kind's id, as the list gives it (the review route names kinds by it). */
async function kindId(page: Page, title: string): Promise<number> {
  const answer = await page.request.get("/api/v1/api/user/documents");
  const kinds = (await answer.json()).data as { id: number; title: string }[];
  return kinds.find((kind) => kind.title === title)!.id;
}

test("a document is uploaded, rejected with its reason, replaced and approved", async ({ page }, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  await openDocuments(page, testInfo);
  const front = card(page);
  await expect(front).toContainText("ارسال نشده");

  // A page that calls itself a PNG: the upstream reads its first bytes and refuses it.
  await front.getByLabel(`انتخاب فایل برای ${FRONT}`).setInputFiles({
    name: "card.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await front.getByRole("button", { name: "ارسال برای بررسی" }).click();
  await expect(front.getByText("فایل «card.png» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست")).toBeVisible();
  await expect(front).toContainText("ارسال نشده");

  await front
    .getByLabel(`انتخاب فایل برای ${FRONT}`)
    .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await front.getByRole("button", { name: "ارسال برای بررسی" }).click();
  await expect(front.getByText("در انتظار بررسی", { exact: true })).toBeVisible();
  const sent = front.getByRole("link", { name: "front.png" });
  await expect(sent).toBeVisible();
  const opened = await page.request.get((await sent.getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("image/png");
  expect(opened.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await opened.body()).equals(PNG)).toBe(true);

  const id = await kindId(page, FRONT);
  const reason = "تصویر کارت خوانا نیست؛ تصویر روشن‌تری بفرستید";
  await review(account.username, id, "reject", reason);
  await page.reload();
  await expect(front.getByText("رد شده", { exact: true })).toBeVisible();
  await expect(front.getByRole("alert")).toHaveText(`دلیل رد: ${reason}`);

  await front.getByLabel(`انتخاب فایل‌های جایگزین برای ${FRONT}`).setInputFiles({
    name: "front-clear.jpg",
    mimeType: "image/jpeg",
    buffer: JPG,
  });
  await front.getByRole("button", { name: "ارسال و جایگزینی" }).click();
  await expect(front.getByText("در انتظار بررسی", { exact: true })).toBeVisible();
  await expect(front.getByRole("link", { name: "front-clear.jpg" })).toBeVisible();
  await expect(front.getByRole("link", { name: "front.png" })).toHaveCount(0);
  await expect(front.getByRole("alert")).toHaveCount(0);

  await review(account.username, id, "approve");
  await page.reload();
  await expect(front.getByText("تأیید شده", { exact: true })).toBeVisible();
  await expect(front.getByRole("button")).toHaveCount(0);
  await expect(front.getByLabel(/انتخاب فایل/)).toHaveCount(0);
  await expect(page.getByText("۱ از ۸ مدرک تأیید شده است", { exact: false })).toBeVisible();
});

test("a file over 5 MB is refused before it is sent, and a document not approved is removed after asking", async ({
  page,
}, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  await openDocuments(page, testInfo);
  const back = card(page, "تصویر پشت کارت ملی");
  const input = back.getByLabel("انتخاب فایل برای تصویر پشت کارت ملی");
  await input.setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(Math.round(5.1 * 1024 * 1024))]),
  });
  await expect(input).toHaveAccessibleDescription("حجم فایل «scan.pdf» بیش از ۵ مگابایت است");
  await expect(back.getByRole("button", { name: "ارسال برای بررسی" })).toBeDisabled();

  await input.setInputFiles({ name: "back.png", mimeType: "image/png", buffer: PNG });
  await back.getByRole("button", { name: "ارسال برای بررسی" }).click();
  await expect(back.getByRole("link", { name: "back.png" })).toBeVisible();

  // Through the panel a removal is a POST from its own page: a link (a GET) removes nothing.
  const id = await kindId(page, "تصویر پشت کارت ملی");
  const byLink = await page.request.get(`/api/v1/api/user/documents/remove?document_id=${id}`);
  expect(byLink.status()).toBe(405);

  await back.getByRole("button", { name: "حذف تصویر پشت کارت ملی" }).click();
  const dialog = page.getByRole("dialog", { name: "حذف «تصویر پشت کارت ملی»" });
  await dialog.getByRole("button", { name: "حذف مدرک" }).click();
  await expect(dialog).toBeHidden();
  await expect(back).toContainText("ارسال نشده");
  await expect(back.getByRole("link", { name: "back.png" })).toHaveCount(0);
  await page.reload();
  await expect(back).toContainText("ارسال نشده");
});

test("the documents and the phone change have pages of their own only on a phone", async ({ page }, testInfo) => {
  await signIn(page, await createAccount());
  for (const [path, heading] of [
    ["/profile/documents", FRONT],
    ["/profile/change-phone-number", "تغییر شمارهٔ موبایل"],
  ] as const) {
    const response = await page.goto(path);
    if (isMobileProject(testInfo)) {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    } else {
      // On a desktop they are /profile's tabs.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).first()).toContainText("پیدا نشد");
    }
  }
});
