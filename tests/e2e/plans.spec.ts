import { expect, test } from "./support/test";
import { createAccount, creditText, isMobileProject, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";

const SECRETARIES_API = "/api/v1/api/phonebooks/advanced-services/general-messaging";

test("without a plan the secretaries' page says which plan unlocks it and the API refuses; a plan bought from the wallet takes its price and opens the page", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ plan: "none", credit: 30_000_000 });
  await signIn(page, account, "/secretary/received-message/inbox");

  await expect(page.getByRole("heading", { name: "«منشی پیام دریافتی» در پنل شما فعال نیست" })).toBeVisible();
  await expect(page.getByText("«پنل حرفه‌ای»", { exact: false })).toBeVisible();
  const refused = await page.request.get(SECRETARIES_API);
  expect(refused.status()).toBe(403);
  const body = await refused.json();
  expect(body.meta.message_code).toBe("403-9");
  expect(body.meta.message).toContain("«پنل حرفه‌ای»");

  await page.getByRole("link", { name: "دیدن پنل‌ها" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByText("هنوز پنلی نخریده‌اید", { exact: false })).toBeVisible();
  const pro = page.getByRole("article", { name: "پنل حرفه‌ای" });
  await expect(pro).toContainText("۲۲٬۵۰۰٬۰۰۰ ریال");
  await expect(pro).toContainText("۱۰٪ تخفیف");
  expect(await seriousViolations(page), "/plans").toEqual([]);

  await pro.getByRole("button", { name: "خرید پنل حرفه‌ای" }).click();
  const dialog = page.getByRole("dialog", { name: "خرید «پنل حرفه‌ای»" });
  await expect(dialog).toContainText("۲۲٬۵۰۰٬۰۰۰ ریال از اعتبار کیف پول شما برداشته می‌شود");
  await dialog.getByRole("button", { name: "خرید و پرداخت" }).click();
  await expect(page.getByText(/«پنل حرفه‌ای» تا [۰-۹/]+ فعال شد\./).first()).toBeVisible();
  await expect(pro.getByText("پنل فعلی", { exact: true })).toBeVisible();
  await expect(page.getByText("پنل فعلی شما «پنل حرفه‌ای» است", { exact: false })).toBeVisible();
  if (!isMobileProject(testInfo)) await expect(creditText(page)).toHaveText("۷٬۵۰۰٬۰۰۰ ریال");
  const credit = await (await page.request.get("/api/v1/api/payment/credit/mine")).json();
  expect(credit.data.credit).toBe(7_500_000);

  await page.goto("/secretary/received-message/inbox");
  await expect(page.getByText("هنوز منشی‌ای نساخته‌اید", { exact: false })).toBeVisible();
  expect((await page.request.get(SECRETARIES_API)).status()).toBe(200);
});

test("with too little credit the purchase says how much is missing and leads to the top-up with that amount", async ({
  page,
}) => {
  const account = await createAccount({ plan: "none", credit: 5_000_000 });
  await signIn(page, account, "/plans");
  await page.getByRole("article", { name: "پنل حرفه‌ای" }).getByRole("button", { name: "خرید پنل حرفه‌ای" }).click();
  const dialog = page.getByRole("dialog", { name: "خرید «پنل حرفه‌ای»" });
  await expect(dialog.getByRole("alert")).toHaveText(
    "اعتبار کیف پول شما برای این خرید کافی نیست؛ ۱۷٬۵۰۰٬۰۰۰ ریال دیگر لازم است.",
  );
  await expect(dialog.getByRole("button", { name: "خرید و پرداخت" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "افزایش اعتبار" }).click();
  await expect(page).toHaveURL(/\/wallet\/credit\?amount=17500000$/);
  await expect(page.getByRole("textbox", { name: "مبلغ (ریال)" })).toHaveValue(/۱۷٬۵۰۰٬۰۰۰|17,?500,?000/);
});

test("an account with a plan sees it as its own with the way to renew it, and no reseller package is offered @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, "/plans");
  await expect(page.getByText("پنل فعلی شما «پنل سازمانی» است", { exact: false })).toBeVisible();
  const full = page.getByRole("article", { name: "پنل سازمانی" });
  await expect(full.getByText("پنل فعلی", { exact: true })).toBeVisible();
  await expect(full.getByRole("button", { name: "تمدید پنل سازمانی" })).toBeVisible();
  await expect(page.getByRole("article", { name: "پنل نمایندگی فروش" })).toHaveCount(0);
});

test("without a plan the lines offered by agreement are listed with the plan that unlocks taking one, and the way to it @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ plan: "none" });
  await signIn(page, account, "/send-sms/quick");
  await page.getByRole("button", { name: "دریافت خط با تعهدنامه" }).click();
  const dialog = page.getByRole("dialog", { name: "دریافت خط با پذیرش تعهدنامه" });
  await expect(dialog.getByText("خط ۵۰۰۰۴ خدماتی")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "«خط اختصاصی» در پنل شما فعال نیست" })).toBeVisible();
  await expect(dialog.getByText("«پنل سازمانی»")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "تعهدنامه را می‌پذیرم" })).toHaveCount(0);
  expect(await seriousViolations(page), "agreement lines, locked").toEqual([]);
  await dialog.getByRole("link", { name: "دیدن پنل‌ها" }).click();
  await expect(page).toHaveURL(/\/plans$/);
});
