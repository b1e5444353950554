import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { buildZip } from "../unit/files/recipients/support/zip-file";
import { sheetXml, xlsxEntries } from "../unit/files/recipients/support/xlsx-file";
import { createAccount, creditText, signIn } from "./support/accounts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const mobileNumber = (i: number) => `0912${String(i).padStart(7, "0")}`;

/** Asking for the price opens nothing, and the credit is what it was. */
async function expectNothingSent(page: Page) {
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
  await expect(creditText(page)).toHaveText("۱٬۰۰۰٬۰۰۰ ریال");
}

test("quick send keeps 1,000 of 1,001 pasted numbers and says the one over the limit was left out @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/send-sms/quick");

  await page.getByRole("button", { name: "افزودن گروهی" }).click();
  const dialog = page.getByRole("dialog", { name: "افزودن گروهی شماره‌ها" });
  await dialog.getByRole("textbox").fill(Array.from({ length: 1001 }, (_, i) => mobileNumber(i)).join("\n"));
  await dialog.getByRole("button", { name: "افزودن به لیست" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "لیست حداکثر ۱٬۰۰۰ شماره می‌پذیرد؛ ۱ شمارهٔ معتبر دیگر جا نشد و افزوده نشد.",
  );
  await dialog.getByRole("button", { name: "بستن" }).click();
  await expect(page.getByText("۱٬۰۰۰ از ۱٬۰۰۰ شماره")).toBeVisible();
  await expect(page.getByRole("list", { name: "فهرست شماره‌های گیرنده" }).getByRole("listitem")).toHaveCount(1000);
});

test(
  "file send refuses a file of 1,000,001 records and a zip bomb dressed as xlsx, each with its own message, and charges nothing",
  { tag: "@one-viewport" },
  async ({ page }) => {
    const account = await createAccount({ credit: 1_000_000 });
    await signIn(page, account, "/send-sms/file");
    await page.getByRole("textbox", { name: "متن پیام" }).fill("یادآوری نوبت فردا");

    const rows = Array.from({ length: 1_000_001 }, (_, i) => mobileNumber(i)).join("\n");
    await page
      .locator("#recipients-file")
      .setInputFiles({ name: "numbers.csv", mimeType: "text/csv", buffer: Buffer.from(`mobile\n${rows}\n`) });
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "فایل بیش از ۱٬۰۰۰٬۰۰۰ رکورد دارد؛ حداکثر ۱٬۰۰۰٬۰۰۰ رکورد پذیرفته می‌شود." }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNothingSent(page);

    // A sheet that claims to inflate to about 4 GB.
    const bomb = buildZip(
      xlsxEntries({
        name: "xl/worksheets/sheet1.xml",
        data: new TextEncoder().encode(sheetXml([["09120000001"]])),
        declaredSize: 0xfffffff0,
      }),
    );
    await page
      .locator("#recipients-file")
      .setInputFiles({ name: "numbers.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(bomb) });
    await expect(
      page.getByRole("alert").filter({ hasText: "فایل اکسل بیش از حد فشرده یا حجیم است و برای امنیت باز نشد." }),
    ).toBeVisible();
    await expectNothingSent(page);
  },
);
