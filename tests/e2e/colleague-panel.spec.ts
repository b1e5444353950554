import type { Page, Response } from "@playwright/test";
import { ERROR_MESSAGES } from "../../lib/errors/messages";
import {
  createAccount,
  creditText,
  latestOtp,
  persianDigits,
  randomPassword,
  signIn,
  submitLogin,
  UPSTREAM_URL,
  type DevAccount,
} from "./support/accounts";
import {
  acceptInvitation,
  createActiveColleague,
  createRole,
  invitationToken,
  inviteColleague,
} from "./support/colleagues";
import { upstreamToken } from "./support/phonebooks";
import { expect, test } from "./support/test";

/** A colleague's role that sends quick SMS and reads reports, and nothing else. */
const SEND_ONLY = ["send.quick", "reports.view"] as const;

interface Answer {
  status: number;
  body: { data: unknown; meta?: { message?: string; message_code?: string } };
}

/** One call to the upstream with a member's token, as a script holding it would make it. */
async function callUpstream(token: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}

async function ownerCredit(owner: DevAccount): Promise<number> {
  const answer = await callUpstream(await upstreamToken(owner), "GET", "payment/credit/mine");
  expect(answer.status).toBe(200);
  return (answer.body.data as { credit: number }).credit;
}

/** The account a colleague works in, as check_token tells them, and how the header says it. */
async function accountLabel(colleague: { username: string; password: string }): Promise<string> {
  const answer = await callUpstream(await upstreamToken(colleague), "POST", "acl/auth/check_token", {});
  const memberOf = (answer.body.data as { member_of: { account_name: string | null; account_user_name: string } })
    .member_of;
  return `در حساب: ${memberOf.account_name ?? memberOf.account_user_name}`;
}

/** Every answer 403 the browser receives from here on. */
function refusedResponses(page: Page): string[] {
  const refused: string[] = [];
  page.on("response", (response: Response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  return refused;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "منوی اصلی" });

/** A Persian amount («۱٬۲۳۴٫۵ ریال») as a number of rials. */
function rials(text: string): number {
  return Number(
    text
      .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/\u066b/g, ".")
      .replace(/[^\d.]/g, ""),
  );
}

test("a send-only colleague sends a quick SMS from the owner's credit, sees no wallet or colleagues, and meets no refusal on the way", async ({
  page,
  isMobile,
}) => {
  const owner = await createAccount({ credit: 1_000_000, business_set_up: true });
  const role = await createRole(owner, SEND_ONLY);
  const colleague = await createActiveColleague(owner, { roleId: role.id }, { first_name: "نگار", last_name: "صالحی" });
  const label = await accountLabel(colleague);
  const refused = refusedResponses(page);

  await signIn(page, colleague);
  const header = page.getByRole("banner");
  await expect(header.getByText(label).locator("visible=true")).toBeVisible();
  // Only home, sending and reports, the facilities, the developers' catalogue and reference, whom to
  // call and the member's own panel preferences (every member's, under «بیشتر» on a phone): no
  // wallet, transactions, inbox, contacts, colleagues or API keys.
  await expect(mainNav(page).getByRole("link")).toHaveText(
    isMobile
      ? ["خانه", "ارسال پیامک", "گزارش‌ها", "بیشتر"]
      : [
          "خانه",
          "ارسال پیامک",
          "گزارش‌ها",
          "امکانات پنل",
          "برنامه‌نویسان",
          "افزونه‌ها",
          "مستندات",
          "اطلاعات تماس",
          "ترجیحات پنل",
        ],
  );
  await expect(creditText(page)).toHaveCount(0);
  await expect(header.getByRole("link", { name: "افزایش اعتبار" })).toHaveCount(0);
  // The quick access tiles lead only where the role reaches.
  await expect(page.getByRole("region", { name: "دسترسی سریع" }).getByRole("link")).toHaveText([
    "ارسال سریع",
    "گزارش ارسال‌ها",
  ]);

  await mainNav(page).getByRole("link", { name: "ارسال پیامک" }).click();
  await expect(page).toHaveURL(/\/send-sms$/, { timeout: 20_000 });
  const ways = page.locator("main").getByRole("listitem");
  await expect(ways).toHaveCount(1);
  await ways.getByRole("link", { name: /ارسال سریع/ }).click();
  await expect(page).toHaveURL(/\/send-sms\/quick$/, { timeout: 20_000 });

  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  await numbers.fill("09121234567");
  await numbers.press("Enter");
  await page.getByRole("textbox", { name: "متن پیام" }).fill("یادآوری جلسهٔ فردا");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  const total = rials(
    (await confirm.locator("dt", { hasText: "مبلغ کل" }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "",
  );
  expect(total).toBeGreaterThan(0);
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByRole("heading", { name: "ارسال شما ثبت شد" })).toBeVisible();
  const sendId = new URL(page.url()).pathname.split("/").pop()!;
  // Sent from the owner's account: its credit paid for it.
  await expect.poll(() => ownerCredit(owner)).toBeCloseTo(1_000_000 - total, 2);

  await mainNav(page).getByRole("link", { name: "گزارش‌ها" }).click();
  await expect(page).toHaveURL(/\/reports/, { timeout: 20_000 });
  await expect(page.getByRole("link", { name: `گزارش ارسال ${persianDigits(sendId)}` }).first()).toBeVisible();

  // A direct link beyond the role: the message in the frame, the header and navigation still there.
  await page.goto("/wallet/credit");
  await expect(page.getByRole("alert").filter({ hasText: ERROR_MESSAGES.accessRestricted })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "خانه" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "روش‌های افزایش اعتبار" })).toHaveCount(0);
  await page.goto("/colleagues");
  await expect(page.getByRole("alert").filter({ hasText: ERROR_MESSAGES.accessRestricted })).toBeVisible();

  // The role's name is never the colleague's to read.
  await expect(page.getByText(role.title)).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("the upstream answers the colleague's own token with 403-8 beyond the role @one-viewport", async () => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(owner, { permissions: SEND_ONLY });
  const token = await upstreamToken(colleague);
  const calls: [method: "GET" | "POST", path: string, body?: unknown][] = [
    ["GET", "payment/credit/mine"],
    ["GET", "user/partner"],
    ["GET", "acl/partner/role_list"],
    ["GET", "payment/offline/destinations"],
    ["GET", "payment/charge-packages/dynamics"],
    [
      "POST",
      "payment/charge-packages/select",
      { package_id: 1, callbackUrl: "http://localhost/wallet/payment-result" },
    ],
    ["POST", "report/payment/new", {}],
  ];
  for (const [method, path, body] of calls) {
    const answer = await callUpstream(token, method, path, body);
    expect([path, answer.status, answer.body.meta?.message_code]).toEqual([path, 403, "403-8"]);
    expect(answer.body.meta?.message).toBe(ERROR_MESSAGES.accessRestricted);
  }
  // What the role allows answers.
  expect((await callUpstream(token, "GET", "number/numbers")).status).toBe(200);
});

test("deactivating a colleague ends their open session in the browser @one-viewport", async ({ page }) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const colleague = await createActiveColleague(owner, { permissions: SEND_ONLY });
  await signIn(page, colleague);
  await expect(mainNav(page).getByRole("link", { name: "خانه" })).toBeVisible();
  // Their page is live: the socket the deactivation closes is open.
  await expect(page.getByRole("banner").locator("[data-live-status]")).toHaveAttribute("data-live-status", "OPEN");

  const answer = await callUpstream(await upstreamToken(owner), "POST", "user/partner/deactive", {
    partner_id: colleague.id,
  });
  expect(answer.status).toBe(200);
  // The live socket closes, the page's next read is refused, and the panel signs them out.
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("with the owner's two-step on, a colleague sets it up by SMS at first sign-in @one-viewport", async ({ page }) => {
  const owner = await createAccount({ credit: 1_000_000 });
  const since = new Date();
  const invited = await inviteColleague(owner, { permissions: SEND_ONLY });
  const password = randomPassword();
  await acceptInvitation(await invitationToken(invited.mobile, since), password);

  // The owner turns SMS two-step on for the account.
  const ownerToken = await upstreamToken(owner);
  const sent = new Date();
  expect((await callUpstream(ownerToken, "POST", "user/2fa/send_code", {})).status).toBe(200);
  const enabled = await callUpstream(ownerToken, "POST", "user/2fa/enable", {
    method: "sms",
    code: await latestOtp(owner.mobile, sent),
  });
  expect(enabled.status).toBe(200);

  await page.goto("/login");
  const signingIn = new Date();
  await submitLogin(page, invited.username, password);
  await expect(page.getByRole("heading", { name: "راه‌اندازی ورود دومرحله‌ای" })).toBeVisible();
  await expect(
    page.getByText("مدیر حساب ورود دومرحله‌ای را برای همهٔ اعضا الزامی کرده است.", { exact: false }),
  ).toBeVisible();
  // Setting it up takes the SMS code: no recovery code exists yet.
  await expect(page.getByRole("button", { name: "استفاده از کد بازیابی" })).toHaveCount(0);
  const code = await latestOtp(invited.mobile, signingIn);
  await page.locator('input[name="otp"]').pressSequentially(persianDigits(code));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(mainNav(page).getByRole("link", { name: "ارسال پیامک" })).toBeVisible();

  // From now on their sign-in asks for the SMS code.
  const again = await callUpstream("", "POST", "acl/auth/login", { username: invited.username, password });
  expect((again.body.data as { method: string }).method).toBe("sms");
});
