import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, signIn, storedSend } from "./support/accounts";
import { seedPhonebook } from "./support/phonebooks";

const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

/** A phonebook's own screen: beside the list on desktop, its own page on a phone. */
const phonebookPath = (mobile: boolean, id: number) => (mobile ? `/contacts/group/${id}` : `/contacts?group=${id}`);

async function openPhonebookFromList(page: Page, mobile: boolean, title: string) {
  if (mobile) await page.getByRole("link", { name: new RegExp(title) }).click();
  else
    await page
      .getByRole("list", { name: "دفترچه‌ها" })
      .getByRole("button", { name: new RegExp(`^${title}`) })
      .click();
  await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
}

test("a phonebook made, a custom feature added, and a contact added with a tag and the feature, then edited", async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo);
  const account = await createAccount();
  await signIn(page, account, mobile ? "/contacts/manage-more-features" : "/contacts?tab=1");
  await page.getByRole("button", { name: "ویژگی جدید" }).click();
  const featureDialog = page.getByRole("dialog", { name: "ویژگی جدید" });
  await featureDialog.getByRole("textbox", { name: "عنوان فارسی" }).fill("شهر");
  await featureDialog.getByRole("textbox", { name: /عنوان لاتین/ }).fill("city");
  await featureDialog.getByRole("button", { name: "افزودن ویژگی" }).click();
  await expect(featureDialog).toHaveCount(0);
  await expect(page.getByText("city", { exact: true })).toBeVisible();

  await page.goto(mobile ? "/contacts/all-groups" : "/contacts");
  await page.getByRole("button", { name: "دفترچهٔ جدید" }).click();
  const bookDialog = page.getByRole("dialog", { name: "دفترچه تلفن جدید" });
  await bookDialog.getByRole("textbox", { name: "عنوان دفترچه تلفن" }).fill("مشتریان ویژه");
  await bookDialog.getByRole("button", { name: "ساخت دفترچه" }).click();
  await expect(bookDialog).toHaveCount(0);
  await openPhonebookFromList(page, mobile, "مشتریان ویژه");

  await page.getByRole("button", { name: "مخاطب جدید" }).first().click();
  const contactDialog = page.getByRole("dialog", { name: "مخاطب جدید" });
  await contactDialog.getByRole("textbox", { name: "نام" }).fill("سارا احمدی");
  // A number that breaks the mobile rule is refused next to it, and nothing typed is lost.
  await contactDialog.getByRole("textbox", { name: "شماره موبایل" }).fill("0912123");
  await contactDialog.getByRole("button", { name: "افزودن مخاطب" }).click();
  await expect(contactDialog.getByText("شماره موبایل معتبر نیست")).toBeVisible();
  await expect(contactDialog.getByRole("textbox", { name: "نام" })).toHaveValue("سارا احمدی");
  await contactDialog.getByRole("textbox", { name: "شماره موبایل" }).fill("09121234567");
  const tags = contactDialog.getByPlaceholder("برچسب را بنویسید و Enter بزنید");
  await tags.fill("VIP");
  await tags.press("Enter");
  await contactDialog.getByRole("textbox", { name: "شهر" }).fill("شیراز");
  await contactDialog.getByRole("button", { name: "افزودن مخاطب" }).click();
  await expect(contactDialog).toHaveCount(0);

  await expect(page.getByText("سارا احمدی")).toBeVisible();
  await expect(page.getByText("09121234567")).toBeVisible();
  await expect(page.getByText("VIP", { exact: true })).toBeVisible();
  await expect(page.getByText("۱ مخاطب").first()).toBeVisible();

  if (mobile) {
    await page.getByRole("link", { name: /سارا احمدی/ }).click();
    await expect(page.getByText("شیراز")).toBeVisible();
    await page.getByRole("button", { name: "ویرایش", exact: true }).click();
  } else {
    await page.getByRole("button", { name: "ویرایش سارا احمدی" }).click();
  }
  const editDialog = page.getByRole("dialog", { name: "ویرایش مخاطب" });
  await expect(editDialog.getByRole("textbox", { name: "شهر" })).toHaveValue("شیراز");
  await editDialog.getByRole("textbox", { name: "نام" }).fill("سارا احمدی‌نژاد");
  await editDialog.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(page.getByText("سارا احمدی‌نژاد").first()).toBeVisible();
});

test("a 10,000-row file imported into a phonebook: its report, the upload's progress and what it added", async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo);
  const account = await createAccount();
  const book = await seedPhonebook(account, "واردشده", [{ number: "09120000005", name: "از پیش" }]);
  await signIn(page, account, phonebookPath(mobile, book));

  const lines = ["نام,موبایل,جنسیت"];
  for (let i = 0; i < 10_000; i++) lines.push(`مشتری ${i},0912${String(i).padStart(7, "0")},${i % 2 ? "زن" : "مرد"}`);
  lines[101] = "بد,0912,مرد";
  lines[202] = "خالی,,زن";
  lines[303] = `تکراری,${lines[304]!.split(",")[1]},مرد`;
  await page.getByRole("button", { name: "ورود مخاطبان از فایل" }).click();
  const dialog = page.getByRole("dialog", { name: "ورود مخاطبان به «واردشده»" });
  await dialog.locator("#import-contacts-file").setInputFiles({
    name: "contacts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${lines.join("\n")}\n`, "utf8"),
  });
  await expect(dialog.getByText("۱۰٬۰۰۰ ردیف خوانده شد")).toBeVisible();
  await dialog.getByRole("button", { name: "بعدی" }).click();
  await dialog.getByRole("button", { name: "بعدی" }).click();
  await expect(dialog.getByText(/شمارهٔ معتبر خوانده شد/)).toContainText("۹٬۹۹۷");
  await expect(dialog.getByText(/شماره نامعتبر: ۱ ردیف/)).toBeVisible();
  await expect(dialog.getByText(/خانه خالی: ۱ ردیف/)).toBeVisible();
  await dialog.getByRole("button", { name: "شروع بارگذاری" }).click();

  // 0912…0005 was already in the phonebook: it is not added twice.
  await expect(dialog.getByText("مخاطب افزوده شد").locator("xpath=following-sibling::dd[1]")).toHaveText("۹٬۹۹۶", {
    timeout: 60_000,
  });
  // The footer's «بستن», not the close icon of the dialog's header.
  await dialog.getByRole("button", { name: "بستن" }).last().click();
  await expect(page.getByText("۹٬۹۹۷ مخاطب").first()).toBeVisible();
});

test("a number put on the send blacklist is skipped by a phonebook send and its cost given back", async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo);
  const account = await createAccount({ credit: 1_000_000 });
  await seedPhonebook(account, "اعضا", [
    { number: "09121110001", name: "علی" },
    { number: "09121110002", name: "مزاحم" },
  ]);
  await signIn(page, account, mobile ? "/contacts/blacklist" : "/contacts?tab=3");
  const dialog = page.getByRole("dialog", { name: /افزودن به فهرست سیاه ارسال/ });
  // The tab's panel brings its code after the page itself has hydrated: a click before then is lost,
  // and the user clicks again.
  await expect(async () => {
    await page.getByRole("button", { name: "افزودن شماره" }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const entry = dialog.getByRole("textbox", { name: "شماره‌های موبایل" });
  await entry.fill("09121110002");
  await entry.press("Enter");
  await dialog.getByRole("button", { name: "افزودن به فهرست" }).click();
  await expect(dialog.getByText(/افزوده شد/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText("09121110002")).toBeVisible();

  await page.goto("/send-sms/phonebook");
  await page.getByRole("combobox", { name: "دفترچه‌های تلفن" }).click();
  await page.getByRole("option", { name: /اعضا/ }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("جلسهٔ اعضا پنجشنبه است");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await page.getByRole("dialog", { name: "تأیید ارسال" }).getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(page).toHaveURL(/\/send-sms\/\d+$/);

  const id = sendIdOf(page.url());
  await expect
    .poll(async () => (await storedSend(id)).recipients.find((r) => r.msisdn === "989121110002")?.status, {
      timeout: 20_000,
    })
    .toBe(4);
});

test("the mobile-only contact pages open on a phone and are not found on desktop", async ({ page }, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  const pages = [
    ["/contacts/all-contacts", "همهٔ مخاطبان"],
    ["/contacts/all-groups", "گروه‌ها"],
    ["/contacts/manage-more-features", "ویژگی‌ها و برچسب‌ها"],
    ["/contacts/blacklist", "فهرست سیاه"],
    ["/contacts/cancel_11", "فهرست لغو۱۱"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    if (isMobileProject(testInfo)) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    else await expect(page.getByRole("heading", { name: "صفحه‌ای که دنبالش بودید پیدا نشد" })).toBeVisible();
  }
});
