import { mkdirSync, readFileSync } from "node:fs";
import { PANEL_REQUEST_HEADER } from "../../lib/api/panel-request-header.mjs";
import { expect, test } from "./support/test";
import { createAccount, dev, isMobileProject, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { seedPhonebook } from "./support/phonebooks";

const SHOTS = "/tmp/files-shots";
const CONTACTS = 150_000;

interface Progress {
  id: number;
  state: string;
  rows_done: number;
  rows_total: number;
}

test("a 150,000-contact export is written in the background with its progress, found in file management, downloaded byte for byte as the direct export, and deleted", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await createAccount();
  const title = "مشتریان بزرگ";
  const { phonebook_id: book } = await dev<{ phonebook_id: number }>("POST", "/contacts/plant", {
    username: account.username,
    title,
    count: CONTACTS,
  });
  const fileName = `phonebook-${book}.csv`;

  // The socket's file.progress events, as the browser receives them.
  const progress: Progress[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string" || !payload.includes("file.progress")) return;
      progress.push((JSON.parse(payload) as { data: Progress }).data);
    }),
  );

  const mobile = page.viewportSize()!.width < 768;
  await signIn(page, account, mobile ? `/contacts/group/${book}` : `/contacts?group=${book}`);
  await page
    .getByRole("group", { name: `خروجی دفترچه «${title}»` })
    .getByRole("link", { name: "خروجی CSV" })
    .click();
  // The toast says where the file will be, and leads there.
  const toasts = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(toasts.getByText("در پس‌زمینه ساخته می‌شود", { exact: false })).toBeVisible();
  await toasts.getByRole("link", { name: "مدیریت فایل‌ها", exact: true }).click();
  await expect(page).toHaveURL(/\/file-management$/);

  const rows = page.getByRole(mobile ? "list" : "table", { name: "فایل‌ها" });
  await expect(rows).toContainText(fileName);
  // Ready: the toast with its link, and the row's state and size.
  await expect(toasts.getByText(`فایل ${fileName} آماده است`, { exact: false })).toBeVisible({ timeout: 120_000 });
  await expect(toasts.getByRole("link", { name: "مشاهده در مدیریت فایل‌ها" })).toBeVisible();
  await expect(rows).toContainText("آماده");
  await expect(rows).toContainText("مگابایت");
  await expect(page.getByTestId("storage-usage")).toContainText("از ۱ گیگابایت");

  const writing = progress.filter((p) => p.state === "writing");
  expect(writing.length, "progress on the socket while it was written").toBeGreaterThan(0);
  expect(writing.every((p) => p.rows_total === CONTACTS && p.rows_done > 0 && p.rows_done <= CONTACTS)).toBe(true);
  const done = progress.at(-1)!;
  expect(done).toMatchObject({ state: "ready", rows_done: CONTACTS, rows_total: CONTACTS });

  mkdirSync(SHOTS, { recursive: true });
  const viewport = testInfo.project.name;
  // The panel's theme is a class on <html> (lib/theme): set for each picture, then left as it was.
  const theme = (dark: boolean) => page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
  await theme(false);
  await page.screenshot({ path: `${SHOTS}/${viewport}-light.png`, fullPage: true });
  await theme(true);
  await page.screenshot({ path: `${SHOTS}/${viewport}-dark.png`, fullPage: true });
  await theme(false);
  expect(await seriousViolations(page), "/file-management").toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `دریافت «${fileName}»` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const background = readFileSync((await download.path())!);
  const direct = await page.request.get(`/api/v1/api/phonebooks/${book}/export?format=csv&delivery=direct`, {
    headers: { [PANEL_REQUEST_HEADER]: "1" },
  });
  expect(direct.status()).toBe(200);
  const directBytes = await direct.body();
  expect(background.length).toBe(directBytes.length);
  expect(background.equals(directBytes), "the background file is the direct export, byte for byte").toBe(true);

  await page.getByRole("button", { name: `حذف «${fileName}»` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "حذف", exact: true }).click();
  await expect(toasts.getByText(`فایل «${fileName}» حذف شد.`)).toBeVisible();
  await expect(page.getByText("هنوز فایلی ندارید", { exact: false })).toBeVisible();
  await theme(true);
  await page.screenshot({ path: `${SHOTS}/${viewport}-empty-dark.png`, fullPage: true });
});

test("a contacts file imported into a phonebook is kept among the uploads, and downloaded as it was picked", async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo);
  const account = await createAccount();
  const book = await seedPhonebook(account, "همکاران", []);
  const fileName = "همکاران-فروش.csv";
  const bytes = Buffer.from("\uFEFFنام,موبایل\nعلی,09123456701\nمریم,09123456702\nرضا,09123456703\n", "utf8");
  await signIn(page, account, mobile ? `/contacts/group/${book}` : `/contacts?group=${book}`);

  await page.getByRole("button", { name: "ورود مخاطبان از فایل" }).click();
  const dialog = page.getByRole("dialog", { name: "ورود مخاطبان به «همکاران»" });
  await dialog.locator("#import-contacts-file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: bytes });
  await expect(dialog.getByText("۳ ردیف خوانده شد")).toBeVisible();
  await dialog.getByRole("button", { name: "بعدی" }).click();
  await dialog.getByRole("button", { name: "بعدی" }).click();
  await dialog.getByRole("button", { name: "شروع بارگذاری" }).click();
  await expect(dialog.getByText("مخاطب افزوده شد").locator("xpath=following-sibling::dd[1]")).toHaveText("۳", {
    timeout: 30_000,
  });
  await dialog.getByRole("button", { name: "بستن" }).last().click();

  // The uploads tab (the second after «همه»), with the file, what it was for and its size.
  await page.goto("/file-management?tab=2");
  await expect(page.getByRole("tab", { name: "فایل‌های بارگذاری‌شده (۱)" })).toHaveAttribute("aria-selected", "true");
  const rows = page.getByRole(mobile ? "list" : "table", { name: "فایل‌ها" });
  await expect(rows).toContainText(fileName);
  await expect(rows).toContainText("فایل ورود مخاطبان");
  await expect(rows).toContainText("آماده");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `دریافت «${fileName}»` }).click();
  const download = await downloading;
  expect(readFileSync((await download.path())!).equals(bytes), "the kept file is the picked one, byte for byte").toBe(
    true,
  );
});
