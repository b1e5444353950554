import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PANEL_REQUEST_HEADER } from "../../../lib/api/panel-request-header.mjs";
import { E2E_DATA_DIR } from "./panel-env";
import { untilHydrated } from "./test";

/** The embedded upstream's development routes answer on its own port, on loopback only (same variables as playwright.config.ts). */
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
export const UPSTREAM_URL = `http://127.0.0.1:${UPSTREAM_PORT}`;

export interface DevAccount {
  username: string;
  password: string;
  /** As the upstream stores it: 98912xxxxxxx. */
  mobile: string;
  user_id: number;
}

let devSecret: string | undefined;

/** What the embedded upstream's development routes want in `x-dev-secret`: the file it wrote to its DATA_DIR. */
export function devSecretHeader(): Record<string, string> {
  devSecret ??= readFileSync(path.join(E2E_DATA_DIR, "dev-secret"), "utf8").trim();
  return { "x-dev-secret": devSecret };
}

/** Calls a development route of the embedded upstream (`/__dev` + `route`) and answers its data. */
export async function dev<T>(method: "GET" | "POST", route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${UPSTREAM_URL}/__dev${route}`, {
    method,
    headers: { ...devSecretHeader(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /__dev${route} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A throw-away active account of its own, so tests never share or change the seeded demo. */
export function createAccount(
  options: {
    credit?: number;
    two_step?: "off" | "sms" | "ga";
    business_set_up?: boolean;
    /** Test accounts hold the fullest plan; "none" is an account as after registering. */
    plan?: "full" | "none";
  } = {},
): Promise<DevAccount> {
  return dev<DevAccount>("POST", "/accounts", options);
}

/** Adds `amount` rials to the account's ledger (negative takes it away). */
export async function addCredit(username: string, amount: number): Promise<void> {
  await dev("POST", "/credit", { username, amount });
}

/** How many live sockets of the account the upstream holds open. */
export async function liveSocketCount(username: string): Promise<number> {
  return (await dev<{ connections: number }>("GET", `/sockets?username=${encodeURIComponent(username)}`)).connections;
}

/** Cuts the account's live sockets at the upstream, as a network failure would. */
export async function dropLiveSockets(username: string): Promise<void> {
  await dev("POST", "/sockets/drop", { username });
}

/**
 * A token support staff would get for this account (for /external-login); `ageSeconds` makes it
 * as if it had been made that long ago.
 */
export async function impersonationToken(
  username: string,
  { ageSeconds }: { ageSeconds?: number } = {},
): Promise<string> {
  return (
    await dev<{ token: string }>("POST", "/impersonate", {
      username,
      ...(ageSeconds === undefined ? {} : { age_seconds: ageSeconds }),
    })
  ).token;
}

interface OutboxRow {
  to: string;
  message: string;
  created_at: string;
}

const PERSIAN_ZERO = "۰".charCodeAt(0);
const ARABIC_ZERO = "٠".charCodeAt(0);

function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO));
}

/** A number as the panel writes it (Persian digits, ٬ between thousands) read back. */
export function readPersianNumber(text: string): number {
  return Number(latinDigits(text).replace(/\D/g, ""));
}

/** Latin digits written as Persian ones, the way a Persian keyboard types them. */
export function persianDigits(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

/**
 * The 6-digit code of the newest SMS to `mobile` sent at or after `since`, polling the simulated
 * operator's outbox until one arrives.
 */
export async function latestOtp(mobile: string, since: Date, timeoutMs = 10_000): Promise<string> {
  // The upstream stamps the row itself; allow for a clock reading a little behind ours.
  const after = since.getTime() - 1000;
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await dev<OutboxRow[]>("GET", `/outbox?to=${encodeURIComponent(mobile)}`);
        const row = rows.find((r) => new Date(r.created_at).getTime() >= after);
        code = row ? latinDigits(row.message).match(/(?<!\d)\d{6}(?!\d)/)?.[0] : undefined;
        return code;
      },
      { message: `an SMS code for ${mobile}`, timeout: timeoutMs, intervals: [100, 200, 300, 500] },
    )
    .toBeTruthy();
  return code!;
}

/** A unique-enough username the registration rules accept (4–32 of A-Z, a-z, 0-9, -). */
export function randomUsername(): string {
  return `e2e-${Date.now().toString(36)}${randomInt(0, 36 ** 4).toString(36)}`;
}

/** A valid mobile in the form a user types it: 0912 and seven random digits. */
export function randomMobile(): string {
  return `0912${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

/** A password meeting the rules: length, a digit, a lower and an upper case letter. */
export function randomPassword(): string {
  return `Pw${randomInt(100000, 999999)}x${randomInt(0, 36 ** 4).toString(36)}`;
}

/** The sign-in form's password field (not the «نمایش رمز عبور» toggle). */
export const passwordField = (page: Page) => page.locator('input[name="password"]');

/** Fills the sign-in form and submits it; does not wait for where it leads. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
}

/**
 * Signs in through the BFF's sign-in call (the page's cookies take the session) and opens `path`,
 * the dashboard unless a test starts elsewhere. The sign-in screens themselves are driven like a
 * user in auth.spec.ts; the other tests start from the panel.
 */
export async function signIn(
  page: Page,
  account: Pick<DevAccount, "username" | "password">,
  path = "/dashboard",
): Promise<void> {
  // The page is still blank: the call carries what the panel's own client sends with it.
  const answer = await page.request.post("/api/v1/api/acl/auth/login", {
    data: { username: account.username, password: account.password },
    headers: { [PANEL_REQUEST_HEADER]: "1", origin: new URL(test.info().project.use.baseURL ?? "").origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).data.method).toBe("login");
  await page.goto(path);
}

/** True on the mobile project: the header hides the name there, the profile menu shows it. */
export const isMobileProject = (testInfo: TestInfo) => testInfo.project.name === "mobile";

/** Who the panel says is signed in: the header on desktop, the profile menu on mobile. */
export async function expectSignedInAs(page: Page, testInfo: TestInfo, name: string, username: string): Promise<void> {
  const header = page.getByRole("banner");
  if (isMobileProject(testInfo)) {
    // The page may have come by the app's own full navigation (after signing in), not by goto.
    await untilHydrated(page);
    await page.getByRole("button", { name: "منوی حساب کاربری" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expect(menu.getByText(username, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  } else {
    await expect(header.getByText(name, { exact: true })).toBeVisible();
    await expect(header.getByText(username, { exact: true })).toBeVisible();
  }
}

/** The credit as the header shows it, e.g. «۱٬۲۳۴٬۵۶۷ ریال». */
export const creditText = (page: Page) => page.getByRole("banner").locator('[aria-live="polite"]');

export interface SendRecipientRow {
  msisdn: string;
  operator: string;
  text: string | null;
  parts: number;
  /** Delivery status 0 to 4 once the simulated operator has answered, else null. */
  status: number | null;
}

/** A send as the upstream stored it, with its first thousand recipients. */
export async function storedSend(
  id: number,
): Promise<{ sending_type: string; message: string | null; recipient_count: number; recipients: SendRecipientRow[] }> {
  return dev("GET", `/sends/${id}`);
}
