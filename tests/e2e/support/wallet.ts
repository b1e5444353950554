import { expect, type Page } from "@playwright/test";
import { dev, persianDigits, UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

/** The simulated gateway's test cards (upstream/README.md, "Wallet: payments"). */
export const TEST_CARDS = { pays: "6219861111111117", declined: "6104332222222225" } as const;

/** The provider's card (card-to-card destination) and a payer's card whose Luhn digit is right. */
export const PAYER_CARD = "6037991234567893";

/** An amount in rials as the panel writes it: «۱٬۰۰۰٬۰۰۰ ریال». */
export const rials = (amount: number) =>
  `${persianDigits(String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "\u066c"))} ریال`;

/** A valid Sheba (mod-97 check digits, as lib/validation/bank-account.ts checks them) for 22 digits. */
export function shebaFor(bban: string): string {
  if (!/^\d{22}$/.test(bban)) throw new Error(`a Sheba's account part is 22 digits: ${bban}`);
  // «IR00» moved behind the account part (I = 18, R = 27); the check digits make the remainder 1.
  let remainder = 0;
  for (const digit of `${bban}182700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IR${String(98 - remainder).padStart(2, "0")}${bban}`;
}

export interface DevPayment {
  id: number;
  method: string;
  state: "pending" | "success" | "failed";
  amount: number;
  tax: number;
  total: number;
  credit_amount: number;
  gift_amount: number;
  ledger: { amount: string; bucket: string; state: string; method: string }[];
}

/** The account's payments as the upstream stores them, newest first. */
export const paymentsOf = (account: Pick<DevAccount, "username">) =>
  dev<DevPayment[]>("GET", `/payments?username=${encodeURIComponent(account.username)}`);

/** The finance team's review of a card-to-card or bank transfer. */
export const reviewPayment = (paymentId: number, decision: "approve" | "reject", reason?: string) =>
  dev("POST", "/payments/review", { payment_id: paymentId, decision, ...(reason ? { reason } : {}) });

/** On the simulated gateway's page: fills the card form and presses «پرداخت». */
export async function payAtGateway(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/gateway\/[^/?]+$/);
  await page.locator('input[name="pan"]').fill(card);
  await page.locator('input[name="cvv2"]').fill("123");
  await page.locator('input[name="month"]').fill("12");
  await page.locator('input[name="year"]').fill("09");
  await page.locator('input[name="pin"]').fill("123456");
  await page.getByRole("button", { name: "پرداخت", exact: true }).click();
}

/** On the simulated gateway's page: presses «انصراف». */
export async function cancelAtGateway(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/gateway\/[^/?]+$/);
  await page.getByRole("button", { name: "انصراف", exact: true }).click();
}

/** The page's live connection is open: socket events reach it from now on. */
export async function liveConnectionOpen(page: Page): Promise<void> {
  await expect(page.getByRole("banner").locator("[data-live-status]")).toHaveAttribute("data-live-status", "OPEN");
}

/**
 * An online payment of the account made and settled through the upstream's API and the gateway's
 * form, for what a test starts from (the screens are driven in wallet-online.spec.ts). Answers its id.
 */
export async function payOnlineThroughApi(
  account: Pick<DevAccount, "username" | "password">,
  amount: number,
  outcome: "pay" | "cancel" = "pay",
): Promise<number> {
  const token = await upstreamToken(account);
  const query = new URLSearchParams({ amount: String(amount), callbackUrl: "http://localhost/wallet/payment-result" });
  const res = await fetch(`${UPSTREAM_URL}/v1/api/payment/generate-url?${query}`, {
    headers: { authorization: token },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET payment/generate-url answered ${res.status}: ${text}`);
  const { url, payment_id: id } = (JSON.parse(text) as { data: { url: string; payment_id: number } }).data;
  const gateway = new URL(new URL(url).pathname, UPSTREAM_URL);
  const form = new URLSearchParams({ pan: TEST_CARDS.pays, cvv2: "123", month: "12", year: "09", pin: "123456" });
  const settled = await fetch(`${gateway}/${outcome}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: outcome === "pay" ? form : "",
    redirect: "manual",
  });
  if (settled.status !== 303) throw new Error(`the gateway answered ${settled.status}: ${await settled.text()}`);
  return id;
}
