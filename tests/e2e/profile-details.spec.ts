import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, expectSignedInAs, signIn } from "./support/accounts";
import {
  chooseOption,
  EXECUTABLE,
  openAccountScreen,
  pngOfSize,
  saveSection,
  sectionForm,
  storedProfile,
  TINY_PNG,
  typeDay,
} from "./support/profile";

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

const NATIONAL_ID_INVALID = "کد ملی معتبر نیست؛ رقم کنترل آن با بقیهٔ رقم‌ها نمی‌خواند";
const LATIN_ONLY = "این فیلد را با حروف انگلیسی بنویسید؛ حروف صفحه‌کلید فارسی و عربی پذیرفته نیست";

test("each section is saved on its own and read back after a reload, and the new name shows at once in the header", async ({
  page,
}, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);

  await openAccountScreen(page, testInfo, "personal");
  const personal = sectionForm(page, "اطلاعات هویتی");
  await field(page, "نام").fill("مریم");
  await field(page, "نام خانوادگی").fill("احمدی");
  // Digits of any script: a Persian keyboard's national id.
  await field(page, "کد ملی").fill("۱۲۷۰۹۵۴۳۸۵");
  await expect(field(page, "کد ملی")).toHaveValue("1270954385");
  await field(page, "نام پدر").fill("محمود");
  await field(page, "محل تولد").fill("اصفهان");
  await typeDay(page, "تاریخ تولد", "1367/02/24");
  await chooseOption(page, "جنسیت", "زن");
  await chooseOption(page, "نوع کاربری", "حقوقی");
  await personal.getByRole("button", { name: "ذخیرهٔ اطلاعات هویتی" }).click();
  await expect(toast(page, "اطلاعات هویتی ذخیره شد.")).toBeVisible();
  // No reload: the header reads the new name at once.
  await expectSignedInAs(page, testInfo, "مریم احمدی", account.username);

  // A legal user's company, on the same screen once the user type is legal.
  const legal = sectionForm(page, "اطلاعات حقوقی");
  await legal.getByRole("textbox", { name: "نام شرکت" }).fill("شرکت بازرگانی نمونه");
  await legal.getByRole("textbox", { name: "شماره ثبت" }).fill("54213");
  await legal.getByRole("textbox", { name: "کد اقتصادی" }).fill("411158963247");
  await legal.getByRole("textbox", { name: "شناسهٔ ملی شرکت" }).fill("10260587412");
  await typeDay(page, "تاریخ ثبت", "1395/02/01");
  await legal.getByRole("button", { name: "ذخیرهٔ اطلاعات حقوقی" }).click();
  await expect(toast(page, "اطلاعات حقوقی ذخیره شد.")).toBeVisible();

  await openAccountScreen(page, testInfo, "contact");
  await field(page, "ایمیل").fill("m.ahmadi@nemoone-shop.ir");
  await field(page, "وب‌سایت").fill("https://nemoone-shop.ir");
  await field(page, "تلفن ثابت").fill("031-36254187");
  await field(page, "کد شهر").fill("٠٣١");
  await sectionForm(page, "اطلاعات تماس").getByRole("button", { name: "ذخیرهٔ اطلاعات تماس" }).click();
  await expect(toast(page, "اطلاعات تماس ذخیره شد.")).toBeVisible();

  await openAccountScreen(page, testInfo, "address");
  await chooseOption(page, "استان", "اصفهان");
  await chooseOption(page, "شهر", "اصفهان");
  await field(page, "کد پستی").fill("۸۱۷۳۹۱۵۶۱۴");
  await field(page, "نشانی").fill("خیابان چهارباغ بالا، کوچهٔ بهار، پلاک ۱۴");
  await sectionForm(page, "نشانی").getByRole("button", { name: "ذخیرهٔ نشانی" }).click();
  await expect(toast(page, "نشانی ذخیره شد.")).toBeVisible();

  // Read back, each from a fresh page.
  await openAccountScreen(page, testInfo, "personal");
  await expect(field(page, "نام")).toHaveValue("مریم");
  await expect(field(page, "نام خانوادگی")).toHaveValue("احمدی");
  await expect(field(page, "کد ملی")).toHaveValue("1270954385");
  await expect(field(page, "نام پدر")).toHaveValue("محمود");
  await expect(field(page, "محل تولد")).toHaveValue("اصفهان");
  await expect(page.getByRole("combobox", { name: "تاریخ تولد" })).toHaveValue("1367/02/24");
  await expect(page.getByRole("combobox", { name: "جنسیت" })).toContainText("زن");
  await expect(page.getByRole("combobox", { name: "نوع کاربری" })).toContainText("حقوقی");
  await expect(field(page, "نام شرکت")).toHaveValue("شرکت بازرگانی نمونه");
  await expect(field(page, "شماره ثبت")).toHaveValue("54213");
  await expect(field(page, "کد اقتصادی")).toHaveValue("411158963247");
  await expect(field(page, "شناسهٔ ملی شرکت")).toHaveValue("10260587412");
  await expect(page.getByRole("combobox", { name: "تاریخ ثبت" })).toHaveValue("1395/02/01");

  await openAccountScreen(page, testInfo, "contact");
  await expect(field(page, "ایمیل")).toHaveValue("m.ahmadi@nemoone-shop.ir");
  await expect(field(page, "وب‌سایت")).toHaveValue("https://nemoone-shop.ir");
  await expect(field(page, "تلفن ثابت")).toHaveValue("03136254187");
  await expect(field(page, "کد شهر")).toHaveValue("031");

  await openAccountScreen(page, testInfo, "address");
  await expect(page.getByRole("combobox", { name: "استان" })).toContainText("اصفهان");
  await expect(page.getByRole("combobox", { name: "شهر" })).toContainText("اصفهان");
  await expect(field(page, "کد پستی")).toHaveValue("8173915614");
  await expect(field(page, "نشانی")).toHaveValue("خیابان چهارباغ بالا، کوچهٔ بهار، پلاک ۱۴");

  await openAccountScreen(page, testInfo, "account");
  const summary = page.getByRole("region", { name: "اطلاعات حساب" });
  await expect(summary).toContainText("مریم احمدی");
  await expect(summary).toContainText(account.username);
  await expect(summary).toContainText(`0${account.mobile.slice(2)}`);
  await expect(summary).toContainText("حقوقی");
});

test("each rule is refused beside its field, what was typed stays, and nothing is saved", async ({
  page,
}, testInfo) => {
  const account = await createAccount();
  await signIn(page, account);
  await saveSection(page, { section: "personal", first_name: "مریم", last_name: "احمدی", user_type: "legal" });

  await openAccountScreen(page, testInfo, "personal");
  await field(page, "نام پدر").fill("محمود");
  await field(page, "کد ملی").fill("1270954386");
  await page.getByRole("button", { name: "ذخیرهٔ اطلاعات هویتی" }).click();
  await expect(field(page, "کد ملی")).toHaveAccessibleDescription(NATIONAL_ID_INVALID);
  await expect(field(page, "کد ملی")).toHaveValue("1270954386");
  await expect(field(page, "نام پدر")).toHaveValue("محمود");

  const legal = sectionForm(page, "اطلاعات حقوقی");
  await legal.getByRole("textbox", { name: "نام شرکت" }).fill("شرکت نمونه");
  await legal.getByRole("textbox", { name: "شماره ثبت" }).fill("12");
  await legal.getByRole("textbox", { name: "کد اقتصادی" }).fill("1234567890123");
  await legal.getByRole("textbox", { name: "شناسهٔ ملی شرکت" }).fill("123456789012");
  await legal.getByRole("button", { name: "ذخیرهٔ اطلاعات حقوقی" }).click();
  await expect(field(page, "شماره ثبت")).toHaveAccessibleDescription("شماره ثبت باید بین ۳ تا ۱۵ رقم باشد");
  await expect(field(page, "کد اقتصادی")).toHaveAccessibleDescription("کد اقتصادی باید بین ۳ تا ۱۲ رقم باشد");
  await expect(field(page, "شناسهٔ ملی شرکت")).toHaveAccessibleDescription("شناسهٔ ملی شرکت باید بین ۳ تا ۱۱ رقم باشد");
  await expect(field(page, "نام شرکت")).toHaveValue("شرکت نمونه");

  await openAccountScreen(page, testInfo, "contact");
  const contact = sectionForm(page, "اطلاعات تماس");
  const saveContact = contact.getByRole("button", { name: "ذخیرهٔ اطلاعات تماس" });
  await field(page, "ایمیل").fill("مریم@shop.ir");
  await field(page, "وب‌سایت").fill("https://فروشگاه.ir");
  await field(page, "تلفن ثابت").fill("021887766551");
  await field(page, "کد شهر").fill("21");
  await saveContact.click();
  await expect(field(page, "ایمیل")).toHaveAccessibleDescription(LATIN_ONLY);
  await expect(field(page, "وب‌سایت")).toHaveAccessibleDescription(LATIN_ONLY);
  await expect(field(page, "تلفن ثابت")).toHaveAccessibleDescription("تلفن ثابت باید فقط رقم و حداکثر ۱۱ رقم باشد");
  await expect(field(page, "کد شهر")).toHaveAccessibleDescription("کد شهر باید ۳ رقم باشد");
  await field(page, "ایمیل").fill("shop.ir");
  await field(page, "وب‌سایت").fill("https://shop.xyz");
  await saveContact.click();
  await expect(field(page, "ایمیل")).toHaveAccessibleDescription("ایمیل معتبر نیست");
  await expect(field(page, "وب‌سایت")).toHaveAccessibleDescription("نشانی سایت نادرست است");
  await expect(field(page, "تلفن ثابت")).toHaveValue("021887766551");

  await openAccountScreen(page, testInfo, "address");
  await chooseOption(page, "استان", "اصفهان");
  await chooseOption(page, "شهر", "اصفهان");
  await field(page, "کد پستی").fill("817391561");
  await sectionForm(page, "نشانی").getByRole("button", { name: "ذخیرهٔ نشانی" }).click();
  await expect(field(page, "کد پستی")).toHaveAccessibleDescription("کد پستی باید ۱۰ رقم باشد");
  await expect(page.getByRole("combobox", { name: "شهر" })).toContainText("اصفهان");

  const stored = await storedProfile(page);
  expect(stored.personal).toMatchObject({ national_id: null, father_name: null });
  expect(stored.legal).toMatchObject({ company_name: null, registration_number: null });
  expect(stored.contact).toEqual({ email: null, website: null, landline: null, city_code: null });
  expect(stored.address).toMatchObject({ province_id: null, postal_code: null });
});

test("the logo: a 2.1 MB image and a renamed program are refused beside the field; an image is previewed, saved, shown after a reload and removed", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount());
  await openAccountScreen(page, testInfo, "account");
  const picker = page.locator("input#logo");
  const logoField = page.getByLabel("انتخاب لوگو");

  await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: EXECUTABLE });
  await expect(logoField).toHaveAccessibleDescription(
    "لوگو باید تصویر JPG یا PNG یا GIF باشد؛ محتوای این فایل تصویر نیست",
  );
  await picker.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: pngOfSize(2.1 * 1024 * 1024) });
  await expect(logoField).toHaveAccessibleDescription("حجم لوگو حداکثر ۲ مگابایت است");
  expect((await storedProfile(page)).logo_id).toBeNull();

  await picker.setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "پیش‌نمایش shop.png" })).toBeVisible();
  expect((await storedProfile(page)).logo_id).toBeNull();
  await page.getByRole("button", { name: "ذخیرهٔ لوگو" }).click();
  await expect(toast(page, "لوگو ذخیره شد.")).toBeVisible();

  await page.reload();
  const logo = page.getByRole("img", { name: "لوگوی حساب" });
  await expect(logo).toBeVisible();
  // Drawn: the browser fetched it through the panel with the session's cookie.
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole("button", { name: "حذف لوگو" }).click();
  await expect(toast(page, "لوگو حذف شد.")).toBeVisible();
  await expect(logo).toHaveCount(0);
  expect((await storedProfile(page)).logo_id).toBeNull();
});

// The phone's layout is the one that has these pages: a desktop only.
test("on a desktop the account's phone pages answer not found @one-viewport", async ({ page }) => {
  await signIn(page, await createAccount());
  for (const path of [
    "/profile/account-info",
    "/profile/personal-info",
    "/profile/contact-info",
    "/profile/address-info",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "صفحه‌ای که دنبالش بودید پیدا نشد" })).toBeVisible();
  }
});
