import { type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { createAccount, impersonationToken, isMobileProject, latestOtp, signIn, submitLogin } from "./support/accounts";
import { saveSection } from "./support/profile";
import { createActiveColleague, createRole, invitationToken, inviteColleague } from "./support/colleagues";
import { approvePattern, createPatternThroughPanel, rejectPattern, SYSTEMIC_VERIFY_CODE } from "./support/patterns";
import { agentActs, createRequestThroughPanel, pdfFile } from "./support/tickets";
import { endpointThroughApi, startWebhookReceiver } from "./support/webhook-receiver";
import { apiKeyCall, createApiKey } from "./support/api-keys";

const PUBLIC_PAGES = [
  "/login",
  "/login?reason=external",
  "/login/forgot-password",
  "/register",
  "/external-login/confirm",
  "/invitation/0123456789abcdef",
  "/no-such-page",
];

/** The panel's daily screens with their main heading, each checked once its content has come. */
const PANEL_SCREENS = [
  ["/send-sms", "ارسال پیامک"],
  ["/send-sms/quick", "ارسال سریع"],
  ["/contacts", "مخاطبان"],
  ["/reports", "گزارش‌ها"],
  ["/inbox", "پیامک‌های دریافتی"],
  ["/wallet/credit", "افزایش اعتبار"],
  ["/wallet/transactions", "تاریخچه تراکنش‌ها"],
  ["/wallet/payment-result", "نتیجهٔ پرداخت"],
  ["/profile/tariffs", "تعرفه‌ها"],
  ["/profile/settings", "تنظیمات"],
] as const;

test(`public pages have no serious accessibility violations`, async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test(`support's entry confirmation has no serious accessibility violations`, async ({ page }) => {
  const account = await createAccount();
  await page.goto(`/external-login?token=${encodeURIComponent(await impersonationToken(account.username))}`);
  await expect(page.getByRole("button", { name: "ورود به حساب این کاربر" })).toBeVisible();
  expect(await seriousViolations(page), "/external-login/confirm").toEqual([]);
});

test(`signed-in pages have no serious accessibility violations`, async ({ page }, testInfo) => {
  await signIn(page, await createAccount({ credit: 2_000_000 }));
  await expect(page.getByRole("heading", { name: "خانه" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "/dashboard").toEqual([]);
  if (isMobileProject(testInfo)) {
    await page.goto("/menu");
    await expect(page.getByRole("navigation", { name: "همهٔ بخش‌ها" })).toBeVisible();
    expect(await seriousViolations(page), "/menu").toEqual([]);
  }
  await page.goto("/no-such-page");
  expect(await seriousViolations(page), "not found, signed in").toEqual([]);
});

test(`the business setup dialog has no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount({ business_set_up: false }));
  const dialog = page.getByRole("dialog", { name: "ثبت کسب‌وکار" });
  await dialog.getByRole("button", { name: "ثبت کسب‌وکار" }).click();
  await expect(dialog.getByText("نام کسب‌وکار را وارد کنید")).toBeVisible();
  expect(await seriousViolations(page), "business setup").toEqual([]);
});

test(`the account's profile sections have no serious accessibility violations`, async ({ page }, testInfo) => {
  await signIn(page, await createAccount());
  // A legal user, so the company's section is checked too.
  await saveSection(page, { section: "personal", first_name: "مریم", last_name: "احمدی", user_type: "legal" });
  const screens = isMobileProject(testInfo)
    ? [
        ["/profile", "اطلاعات حساب"],
        ["/profile/account-info", "اطلاعات حساب"],
        ["/profile/personal-info", "اطلاعات حقوقی"],
        ["/profile/contact-info", "اطلاعات تماس"],
        ["/profile/address-info", "نشانی"],
      ]
    : [["/profile", "اطلاعات حقوقی"]];
  for (const [path, section] of screens) {
    await page.goto(path!);
    // A phone's /profile is the menu of these screens, each a link named by its title.
    const shown =
      path === "/profile" && isMobileProject(testInfo)
        ? page.getByRole("link", { name: new RegExp(`^${section}`) })
        : page.getByRole("heading", { name: section, level: 2, exact: true });
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A refused form: its fields invalid, each described by its message.
  await page.goto(isMobileProject(testInfo) ? "/profile/contact-info" : "/profile");
  await page.getByRole("textbox", { name: "ایمیل", exact: true }).fill("مریم@shop.ir");
  await page.getByRole("button", { name: "ذخیرهٔ اطلاعات تماس" }).click();
  await expect(page.getByRole("textbox", { name: "ایمیل", exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused contact form").toEqual([]);
});

test(`the profile's documents and phone change have no serious accessibility violations`, async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount());
  // /profile's second and third tabs on a desktop; their own pages on a phone.
  const phone = testInfo.project.name === "mobile";
  const documents = phone ? "/profile/documents" : "/profile?tab=1";
  const phoneChange = phone ? "/profile/change-phone-number" : "/profile?tab=2";
  for (const [path, heading] of [
    [documents, "تصویر روی کارت ملی"],
    [phoneChange, "تغییر شمارهٔ موبایل"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A refused choice of files: the input invalid and described by its message.
  await page.goto(documents);
  const input = page.getByLabel("انتخاب فایل برای تصویر روی کارت ملی");
  await input.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused document file").toEqual([]);
});

test(`the security page has no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount(), "/profile/security-setting");
  await expect(page.getByTestId("session-row").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "/profile/security-setting").toEqual([]);
  // The authenticator's setup (its QR code and secret), and a refused password form.
  await page.getByRole("button", { name: "روشن کردن با برنامهٔ احراز هویت" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByLabel("رمز عبور فعلی")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "security setup and a refused form").toEqual([]);
});

test(`the owner's colleagues pages and the invitation have no serious accessibility violations`, async ({
  page,
  browser,
}) => {
  const owner = await createAccount();
  const colleague = await createActiveColleague(owner, { permissions: ["send.quick", "reports.view"] });
  const role = await createRole(owner, ["contacts.view"], "مخاطبان‌خوان");
  const since = new Date();
  const invited = await inviteColleague(owner, { roleId: role.id });
  await signIn(page, owner);
  const name = `${colleague.first_name} ${colleague.last_name}`;
  const screens = [
    ["/colleagues", page.getByRole("link", { name, exact: true }).first()],
    ["/colleagues?tab=1", page.getByRole("link", { name: "مخاطبان‌خوان", exact: true })],
    ["/colleagues/create", page.getByRole("button", { name: "ارسال دعوت" })],
    ["/colleagues/create-access", page.getByRole("checkbox", { name: "ارسال سریع" })],
    [`/colleagues/update-access/${role.id}`, page.getByRole("checkbox", { name: "مشاهدهٔ مخاطبان و دفترچه‌ها" })],
    [`/colleagues/${colleague.id}`, page.getByRole("region", { name })],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A confirmation on the colleague's page, and a refused invitation form.
  await page.getByRole("button", { name: `غیرفعال کردن: ${name}` }).click();
  await expect(page.getByRole("dialog", { name: "غیرفعال کردن همکار" })).toBeVisible();
  expect(await seriousViolations(page), "a colleague's confirmation").toEqual([]);
  await page.goto("/colleagues/create");
  await page.getByRole("button", { name: "ارسال دعوت" }).click();
  await expect(page.getByRole("textbox", { name: "نام خانوادگی" })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused invitation form").toEqual([]);
  // The invited colleague's own page, in a browser without a session.
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto("/login");
    await guest.goto(`/invitation/${await invitationToken(invited.mobile, since)}`);
    await expect(guest.getByRole("heading", { name: "پذیرش دعوت همکاری" })).toBeVisible();
    expect(await seriousViolations(guest), "/invitation").toEqual([]);
  } finally {
    await context.close();
  }
});

test(`a colleague's frame and the access-restricted page have no serious accessibility violations`, async ({
  page,
}) => {
  const owner = await createAccount({ credit: 2_000_000, business_set_up: true });
  await signIn(page, await createActiveColleague(owner, { permissions: ["send.quick", "reports.view"] }));
  await expect(page.getByRole("heading", { name: "خانه" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "a colleague's /dashboard").toEqual([]);
  await page.goto("/wallet/credit");
  await expect(page.getByRole("heading", { name: "دسترسی محدود", level: 2 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "the access-restricted page").toEqual([]);
});

test(`predefined messages, their dialogs and the composer's picker have no serious accessibility violations`, async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await page.request.post(`/api/v1/api/${path}`, { data, headers: { "x-panel-request": "1" } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const group = await post<{ draft_group_id: number }>("user/draft/group", { title: "تبلیغات" });
  await post("user/draft", { draft_group_id: group.draft_group_id, message: "جشنوارهٔ پاییزی آغاز شد" });
  await post("user/draft/group", { title: "گروه خالی" });
  const screens = [
    ["/predefined-messages", page.getByRole("list", { name: "گروه‌های پیام" })],
    [`/predefined-messages/${group.draft_group_id}`, page.getByText("جشنوارهٔ پاییزی آغاز شد")],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A refused message form, and a delete confirmation.
  await page.getByRole("button", { name: "پیام جدید" }).click();
  const form = page.getByRole("dialog", { name: "پیام آماده جدید" });
  await form.getByRole("button", { name: "ساخت پیام" }).click();
  await expect(form.getByRole("textbox", { name: "متن پیام" })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused message form").toEqual([]);
  await form.getByRole("button", { name: "انصراف" }).click();
  await page.getByRole("button", { name: "حذف گروه" }).click();
  await expect(page.getByRole("dialog", { name: "حذف گروه" })).toBeVisible();
  expect(await seriousViolations(page), "a group's delete confirmation").toEqual([]);
  // The composer's picker.
  await page.goto("/send-sms/quick");
  await page.getByRole("button", { name: "درج متن آماده" }).click();
  await expect(page.getByRole("dialog", { name: "درج متن آماده" }).getByText("جشنوارهٔ پاییزی آغاز شد")).toBeVisible();
  expect(await seriousViolations(page), "the predefined messages picker").toEqual([]);
});

test(`a pattern's pages, its test send and its confirmation have no serious accessibility violations`, async ({
  page,
}) => {
  await signIn(page, await createAccount({ credit: 1_000_000 }));
  const pending = await createPatternThroughPanel(page);
  const rejected = await createPatternThroughPanel(page);
  await rejectPattern(rejected, "نام فرستنده روشن نیست");
  const approved = await createPatternThroughPanel(page);
  await approvePattern(approved);
  const screens = [
    [`/pattern/detail/${pending}`, page.getByText("این الگو هنوز تأیید نشده است", { exact: false })],
    [`/pattern/detail/${rejected}`, page.getByText("دلیل رد:", { exact: false })],
    [`/pattern/systemic/${SYSTEMIC_VERIFY_CODE}`, page.getByRole("form", { name: "ارسال آزمایشی" })],
    [`/pattern/detail/${approved}`, page.getByRole("form", { name: "ارسال آزمایشی" })],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // Values refused beside their fields, then the priced confirmation.
  const form = page.getByRole("form", { name: "ارسال آزمایشی" });
  await form.getByLabel("code", { exact: true }).fill("12a");
  await form.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(form.getByLabel("code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused test send").toEqual([]);
  await form.getByLabel("name", { exact: true }).fill("مریم");
  await form.getByLabel("code", { exact: true }).fill("123456");
  await form.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByRole("dialog", { name: "تأیید ارسال آزمایشی" })).toBeVisible();
  expect(await seriousViolations(page), "the test send's confirmation").toEqual([]);
});

test(`the pattern list, the pattern editor and their refusals have no serious accessibility violations`, async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const pending = await createPatternThroughPanel(page);
  const rejected = await createPatternThroughPanel(page);
  await rejectPattern(rejected, "نام فرستنده روشن نیست");
  const screens = [
    ["/pattern", page.getByText("دلیل رد: نام فرستنده روشن نیست")],
    ["/pattern?tab=1", page.getByRole("link", { name: "کد تأیید" }).first()],
    ["/pattern/create", page.getByRole("button", { name: "افزودن متغیر" })],
    [`/pattern/update/${pending}`, page.getByRole("list", { name: "متغیرهای متن" })],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A refused variable name and a refused form, each message beside its field.
  await page.goto("/pattern/create");
  await page.getByRole("textbox", { name: "متن الگو" }).fill("کد شما %کد% است");
  await page.getByRole("textbox", { name: "نام متغیر (لاتین، بدون فاصله)" }).fill("my code");
  await page.getByRole("button", { name: "افزودن متغیر" }).click();
  await page.getByRole("button", { name: "ثبت و ارسال برای بررسی" }).click();
  await expect(page.getByRole("textbox", { name: "توضیحات" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "متن الگو" })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused pattern form").toEqual([]);
  // A delete confirmation: its danger button in both themes.
  await page.goto("/pattern");
  await page
    .getByRole("button", { name: /^حذف «/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "حذف الگو" })).toBeVisible();
  expect(await seriousViolations(page), "a pattern's delete confirmation").toEqual([]);
});

test(`support's requests and the contact page have no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount());
  const answered = await createRequestThroughPanel(
    page,
    { subject: "گزارش تحویل به‌روز نمی‌شود", description: "گزارش تحویل ارسال دیروز هنوز به‌روز نشده است." },
    [pdfFile("report.pdf")],
  );
  await agentActs(answered, "answer", "گزارش‌ها از سمت اپراتور با تأخیر آمده و اکنون به‌روز است.", "نگار صالحی");
  const closed = await createRequestThroughPanel(page, {
    subject: "فاکتور اسفند",
    description: "فاکتور رسمی خرید اسفند را لازم داریم.",
  });
  await agentActs(closed, "close", "فاکتور در بخش تراکنش‌ها صادر شد.");
  const suggestion = await createRequestThroughPanel(page, {
    type: "suggestion",
    subject: "گزارش ماهانه",
    description: "گزارش ماهانهٔ ارسال‌ها به ایمیل فرستاده شود.",
  });
  const screens = [
    // The list, with the feedback the closed request still asks.
    ["/support", page.getByRole("link", { name: "گزارش تحویل به‌روز نمی‌شود", exact: true })],
    ["/support?tab=1", page.getByRole("link", { name: "گزارش ماهانه", exact: true })],
    ["/support/create-ticket", page.getByRole("combobox", { name: "دسته‌بندی" })],
    [`/support/ticket/${answered}`, page.getByRole("group", { name: "امتیاز به این پاسخ" })],
    [`/support/ticket/${closed}`, page.getByRole("group", { name: "امتیاز کل درخواست" })],
    [`/support/suggestion-request/${suggestion}`, page.getByRole("region", { name: "پاسخ شما" })],
    ["/support/contact-info", page.getByRole("heading", { name: "پرسش‌های متداول" })],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // An open FAQ answer.
  await page.locator("summary").first().click();
  expect(await seriousViolations(page), "an open FAQ answer").toEqual([]);
});

test(`support's forms and dialogs have no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount());
  const answered = await createRequestThroughPanel(page, {
    subject: "گزارش تحویل به‌روز نمی‌شود",
    description: "گزارش تحویل ارسال دیروز هنوز به‌روز نشده است.",
  });
  await agentActs(answered, "answer", "گزارش‌ها از سمت اپراتور با تأخیر آمده و اکنون به‌روز است.", "نگار صالحی");
  // Refused fields and files beside their fields; the FAQ's answers before a ticket goes.
  await page.goto("/support/create-ticket");
  const files = page.getByLabel("افزودن پیوست");
  await files.setInputFiles({ name: "setup.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ") });
  await page.getByRole("button", { name: "ثبت درخواست پشتیبانی" }).click();
  await expect(page.getByRole("textbox", { name: "عنوان" })).toHaveAttribute("aria-invalid", "true");
  await expect(files).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "a refused request").toEqual([]);
  await page.getByRole("combobox", { name: "دسته‌بندی" }).click();
  await page.getByRole("option").first().click();
  await page.getByRole("textbox", { name: "عنوان" }).fill("پیامک تبلیغاتی به بعضی گیرندگان نمی‌رسد");
  await page.getByRole("textbox", { name: "متن درخواست" }).fill("چند مشتری پیامک تبلیغاتی ما را دریافت نمی‌کنند.");
  await page.getByRole("button", { name: "ثبت درخواست پشتیبانی" }).click();
  await expect(page.getByRole("region", { name: "شاید پاسخ شما اینجا باشد" })).toBeVisible();
  expect(await seriousViolations(page), "the FAQ's answers before a ticket").toEqual([]);
  // Closing's confirmation.
  await page.goto(`/support/ticket/${answered}`);
  await page.getByRole("button", { name: "بستن درخواست" }).click();
  await expect(page.getByRole("dialog", { name: "بستن درخواست" })).toBeVisible();
  expect(await seriousViolations(page), "closing's confirmation").toEqual([]);
});

for (const [part, screens] of [
  ["sending, contacts and reports", PANEL_SCREENS.slice(0, 4)],
  ["the inbox, the wallet and the account's settings", PANEL_SCREENS.slice(4)],
] as const) {
  test(`${part} have no serious accessibility violations`, async ({ page }) => {
    await signIn(page, await createAccount({ credit: 2_000_000 }));
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test(`the API calls log and a call's page have no serious accessibility violations`, async ({ page }) => {
  const owner = await createAccount({ credit: 0 });
  const made = await createApiKey(owner, { title: "فروشگاه" });
  expect((await apiKeyCall(made.key, "POST", "user/draft/group", { title: "سفارش‌ها" })).status).toBe(200);
  expect((await apiKeyCall(made.key, "GET", "payment/credit/mine")).status).toBe(200);
  await signIn(page, owner, "/developers/api-calls");
  const link = page.getByRole("link", { name: "/v1/api/user/draft/group" });
  await expect(async () => {
    await page.getByRole("button", { name: "به‌روزرسانی", exact: true }).click();
    await expect(link).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "/developers/api-calls").toEqual([]);
  await link.click();
  await expect(page.getByRole("heading", { name: "پاسخ", level: 2 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "/developers/api-calls/{id}").toEqual([]);
});

test(`the API keys page, its dialogs and a key shown once have no serious accessibility violations`, async ({
  page,
}) => {
  const owner = await createAccount();
  await createApiKey(owner, { title: "فروشگاه", addresses: ["127.0.0.1"] });
  await signIn(page, owner, "/developers/api-keys");
  await expect(page.getByRole("button", { name: "نمایش کلید «فروشگاه»" })).toBeVisible();
  expect(await seriousViolations(page), "/developers/api-keys").toEqual([]);

  await page.getByRole("button", { name: "ساخت کلید", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "ساخت کلید API" });
  await expect(dialog.getByText(/این کلید از هر نشانی‌ای پذیرفته می‌شود/)).toBeVisible();
  expect(await seriousViolations(page), "create an API key, any address").toEqual([]);
  await dialog.getByRole("textbox", { name: "عنوان کلید" }).fill("انبار");
  await dialog.getByRole("textbox", { name: "نشانی‌های مجاز" }).fill("10.0.0.300");
  await dialog.getByRole("button", { name: "ارسال کد تأیید" }).click();
  await expect(dialog.getByText(/«10\.0\.0\.300» نشانی IPv4/)).toBeVisible();
  expect(await seriousViolations(page), "create an API key, a bad address").toEqual([]);
  await dialog.getByRole("textbox", { name: "نشانی‌های مجاز" }).fill("127.0.0.1");
  const asked = new Date();
  await dialog.getByRole("button", { name: "ارسال کد تأیید" }).click();
  await dialog.getByRole("textbox", { name: "کد تأیید" }).fill(await latestOtp(owner.mobile, asked));
  expect(await seriousViolations(page), "create an API key, the code").toEqual([]);
  await dialog.getByRole("button", { name: "ساخت کلید" }).click();
  const shown = page.getByRole("dialog", { name: "کلید API ساخته شد" });
  await expect(shown.getByTestId("shown-api-key")).toBeVisible();
  expect(await seriousViolations(page), "an API key shown once").toEqual([]);
  await shown.getByRole("button", { name: "کلید را برداشتم" }).click();

  await page.getByRole("button", { name: "حذف کلید «انبار»" }).click();
  await expect(page.getByRole("dialog", { name: "حذف کلید API" })).toBeVisible();
  expect(await seriousViolations(page), "delete an API key").toEqual([]);
});

test(`the API reference and an opened call have no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount(), "/developers/documents#post_v1_api_send");
  const call = page.locator('details[id="post_v1_api_send"]');
  await expect(call.getByLabel("نمونهٔ درخواست با curl")).toBeVisible();
  expect(await seriousViolations(page), "/developers/documents, a call opened").toEqual([]);
  await page.getByRole("searchbox", { name: "جستجو در فراخوانی‌ها" }).fill("زرافه");
  await expect(page.getByText(/هیچ فراخوانی با «زرافه» پیدا نشد/)).toBeVisible();
  expect(await seriousViolations(page), "/developers/documents, nothing found").toEqual([]);
});

test(`the plugins catalogue has no serious accessibility violations`, async ({ page }) => {
  await signIn(page, await createAccount(), "/developers/plugins");
  await expect(page.getByRole("article", { name: "نمونه‌های آمادهٔ JavaScript" })).toBeVisible();
  expect(await seriousViolations(page), "/developers/plugins").toEqual([]);
});

interface Reached {
  name: string;
  visibleFocus: boolean;
}

/**
 * Tabs through the page until focus comes back to a control already visited, marking each one
 * reached, and returns them with whether their focus ring could be seen.
 */
async function tabThrough(page: Page, max = 150): Promise<Reached[]> {
  const reached: Reached[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    const control = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (el.dataset.tabbed) return "again";
      el.dataset.tabbed = "1";
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return {
        name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName,
        visibleFocus: ring || style.boxShadow !== "none",
      };
    });
    if (control === "again") break;
    if (control) reached.push(control);
  }
  return reached;
}

/** Visible, enabled interactive elements that Tab never reached. */
function unreached(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex='0']",
      ),
    )
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => el.getAttribute("tabindex") !== "-1" && !el.closest("[inert]") && !el.dataset.tabbed)
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

test("the sign-in form works from the keyboard alone", async ({ page }) => {
  const account = await createAccount();
  await page.goto("/login");
  const reached = await tabThrough(page);
  expect(reached.filter((control) => !control.visibleFocus)).toEqual([]);
  expect(await unreached(page)).toEqual([]);

  await page.getByLabel("نام کاربری").focus();
  await page.keyboard.type(account.username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every control of the signed-in frame is reachable by Tab with a visible focus ring", async ({ page }) => {
  await signIn(page, await createAccount({ credit: 2_000_000 }));
  await expect(page.getByRole("heading", { name: "خانه" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const reached = await tabThrough(page);
  expect(reached.filter((control) => !control.visibleFocus)).toEqual([]);
  expect(await unreached(page)).toEqual([]);
  expect(reached.length).toBeGreaterThan(5);
});

test("the profile menu opens, moves and closes from the keyboard", async ({ page }) => {
  await signIn(page, await createAccount());
  await page.getByRole("button", { name: "منوی حساب کاربری" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  expect(await seriousViolations(page), "profile menu open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "منوی حساب کاربری" })).toBeFocused();
});

test("a wrong password is announced next to the form and stays accessible", async ({ page }) => {
  const account = await createAccount();
  await page.goto("/login");
  await submitLogin(page, account.username, `${account.password}x`);
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(await seriousViolations(page), "login with an error").toEqual([]);
});

test(`the webhooks list, the secret shown once and an endpoint's delivery log have no serious accessibility violations`, async ({
  page,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const owner = await createAccount();
    await endpointThroughApi(owner, `${receiver.url}/failing`, ["send.status", "inbox.received"]);
    await signIn(page, owner, "/developers/webhooks");
    await expect(page.getByRole("list", { name: "وب‌هوک‌ها" })).toContainText(`${receiver.url}/failing`);
    await page.getByText("درستی پیام‌ها را چگونه بسنجم؟").click();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), "/developers/webhooks").toEqual([]);

    await page.getByRole("button", { name: "افزودن وب‌هوک" }).click();
    await page.getByRole("checkbox", { name: /دریافت پیامک/ }).check();
    await page.getByRole("button", { name: "افزودن وب‌هوک" }).last().click();
    await expect(page.getByRole("textbox", { name: "نشانی (URL)" })).toHaveAccessibleDescription(
      /نشانی وب‌هوک را وارد کنید/,
    );
    expect(await seriousViolations(page), "the webhook form, refused").toEqual([]);
    await page.getByRole("textbox", { name: "نشانی (URL)" }).fill(receiver.url);
    await page.getByRole("dialog").getByRole("button", { name: "افزودن وب‌هوک" }).click();
    await expect(page.getByRole("heading", { name: "وب‌هوک ساخته شد" })).toBeVisible();
    expect(await seriousViolations(page), "the webhook's secret, shown once").toEqual([]);
    await page.getByRole("button", { name: "کلید را برداشتم" }).click();

    const card = page.getByRole("list", { name: "وب‌هوک‌ها" }).getByRole("listitem").filter({ hasText: receiver.url });
    await card.last().getByRole("link", { name: "گزارش ارسال‌ها و ارسال آزمایشی" }).click();
    await page.getByRole("button", { name: "ارسال آزمایشی" }).click();
    await expect(page.getByText(/^پیام آزمایشی تحویل شد/)).toBeVisible();
    await expect(page.getByRole("region", { name: "گزارش ارسال‌ها" })).toContainText("پیام آزمایشی");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), "/developers/webhooks/{id}").toEqual([]);
    await page.getByRole("button", { name: "جزئیات پیام", exact: true }).click();
    await expect(page.getByRole("region", { name: "بدنهٔ پیام به JSON" })).toBeVisible();
    expect(await seriousViolations(page), "a webhook message's detail").toEqual([]);
  } finally {
    await receiver.close();
  }
});
