import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { PAYMENT_MESSAGES } from "@/lib/contract/payment";
import { isCardNumber, maskCard, normalizeCard } from "@/lib/validation/bank-account";
import { toLatinDigits } from "@/lib/validation/digits";
import { payments } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { gatewayCsp, renderGatewayMessage, renderGatewayPage, TEST_CARDS, type GatewayErrors } from "./gateway-page";
import { AUTHORITY_PATTERN, expireIfTimedOut, settleOnlinePayment, type PaymentRow } from "./payments";
import { PROVIDER_NAME } from "./provider";

const GATEWAY_MESSAGES = {
  notFound: "این درخواست پرداخت پیدا نشد یا نشانی آن نادرست است.",
  notFoundTitle: "پرداخت پیدا نشد",
  settledTitle: "این پرداخت پیش‌تر انجام شده است",
  closedTitle: "این پرداخت بسته شده است",
  paid: "این پرداخت با موفقیت انجام شده است.",
  failed: "این پرداخت ناموفق بوده یا لغو شده است؛ برای پرداخت دوباره از سایت پذیرنده اقدام کنید.",
  cvv2: "CVV2 باید ۳ یا ۴ رقم باشد",
  month: "ماه انقضا باید عددی از ۱ تا ۱۲ باشد",
  year: "سال انقضا باید دو رقم باشد",
  pin: "رمز پویا باید از ۵ تا ۱۲ رقم باشد",
  pinRequired: "رمز پویا را وارد کنید",
  fix: "لطفاً خطاهای فرم را برطرف کنید.",
  insufficient: "موجودی کارت کافی نیست",
  cancelled: "پرداخت را پرداخت‌کننده لغو کرد",
} as const;

const newNonce = () => randomBytes(16).toString("base64");

/** The merchant's address with `payment_id` added: the panel reads the state from the upstream, not from here. */
function callbackOf(payment: PaymentRow): string | null {
  if (!payment.callbackUrl) return null;
  try {
    const url = new URL(payment.callbackUrl);
    url.searchParams.set("payment_id", String(payment.id));
    return url.toString();
  } catch {
    return null;
  }
}

function originOf(address: string | null): string[] {
  if (!address) return [];
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}

function html(c: Context<AppEnv>, body: string, nonce: string, status: 200 | 404 | 422, formTargets: string[] = []) {
  c.header("content-security-policy", gatewayCsp(nonce, formTargets));
  c.header("cache-control", "no-store");
  c.header("referrer-policy", "no-referrer");
  c.header("x-content-type-options", "nosniff");
  c.header("x-frame-options", "DENY");
  return c.html(body, status);
}

function notFoundPage(c: Context<AppEnv>) {
  const nonce = newNonce();
  return html(
    c,
    renderGatewayMessage(nonce, { title: GATEWAY_MESSAGES.notFoundTitle, message: GATEWAY_MESSAGES.notFound }),
    nonce,
    404,
  );
}

/** What the gateway says of a payment that is over: paid, or failed (declined, cancelled, timed out). */
const settledMessage = (payment: PaymentRow) =>
  payment.state === "success"
    ? { title: GATEWAY_MESSAGES.settledTitle, message: GATEWAY_MESSAGES.paid }
    : { title: GATEWAY_MESSAGES.closedTitle, message: payment.rejectReason ?? GATEWAY_MESSAGES.failed };

function backToMerchant(c: Context<AppEnv>, payment: PaymentRow) {
  const back = callbackOf(payment);
  if (back) return c.redirect(back, 303);
  const nonce = newNonce();
  return html(c, renderGatewayMessage(nonce, settledMessage(payment)), nonce, 200);
}

interface CardForm {
  pan: string;
  cvv2: string;
  month: string;
  year: string;
  pin: string;
}

const text = (value: unknown) => (typeof value === "string" ? toLatinDigits(value).trim().slice(0, 64) : "");

/** The card as the payer typed it, each field checked for its form only. */
function checkCard(form: CardForm): GatewayErrors {
  const errors: GatewayErrors = {};
  const pan = normalizeCard(form.pan);
  if (pan === "") errors.pan = PAYMENT_MESSAGES.cardRequired;
  else if (!isCardNumber(pan)) errors.pan = PAYMENT_MESSAGES.wrongCard;
  if (!/^\d{3,4}$/.test(form.cvv2)) errors.cvv2 = GATEWAY_MESSAGES.cvv2;
  const month = /^\d{1,2}$/.test(form.month) ? Number(form.month) : 0;
  if (month < 1 || month > 12) errors.month = GATEWAY_MESSAGES.month;
  if (!/^\d{2}$/.test(form.year)) errors.year = GATEWAY_MESSAGES.year;
  if (form.pin === "") errors.pin = GATEWAY_MESSAGES.pinRequired;
  else if (!/^\d{5,12}$/.test(form.pin)) errors.pin = GATEWAY_MESSAGES.pin;
  if (Object.keys(errors).length > 0) errors.form = GATEWAY_MESSAGES.fix;
  return errors;
}

/** The simulated bank gateway's pages (a test gateway of the reference upstream), outside /v1/api. */
export function gatewayRoutes(deps: Deps) {
  const { db } = deps;

  /** The payment behind an authority, failed first if it waited past its time. */
  const byAuthority = async (authority: string): Promise<PaymentRow | null> => {
    if (!AUTHORITY_PATTERN.test(authority)) return null;
    const [row] = await db.select().from(payments).where(eq(payments.authority, authority));
    return row ? expireIfTimedOut(db, row) : null;
  };

  const formPage = (
    c: Context<AppEnv>,
    payment: PaymentRow,
    status: 200 | 422,
    extra: { pan?: string; month?: string; year?: string; errors?: GatewayErrors } = {},
  ) => {
    const nonce = newNonce();
    // What was stored when the payment was made: nothing the browser sends changes it.
    const total = Number(payment.amount) + Number(payment.tax);
    const body = renderGatewayPage({
      authority: payment.authority!,
      merchant: PROVIDER_NAME,
      total,
      paymentId: payment.id,
      description: payment.description,
      nonce,
      ...extra,
    });
    return html(c, body, nonce, status, originOf(payment.callbackUrl));
  };

  return new Hono<AppEnv>()
    .get("/:authority", async (c) => {
      const payment = await byAuthority(c.req.param("authority"));
      if (!payment) return notFoundPage(c);
      if (payment.state !== "pending") {
        const nonce = newNonce();
        const back = callbackOf(payment) ?? undefined;
        return html(c, renderGatewayMessage(nonce, { ...settledMessage(payment), back }), nonce, 200);
      }
      return formPage(c, payment, 200);
    })
    .post("/:authority/pay", async (c) => {
      const authority = c.req.param("authority");
      const payment = await byAuthority(authority);
      if (!payment) return notFoundPage(c);
      // Settled already (a second press, a replay): nothing changes, the merchant reads the real state.
      if (payment.state !== "pending") return backToMerchant(c, payment);
      const raw = await c.req.parseBody();
      const form: CardForm = {
        pan: text(raw.pan),
        cvv2: text(raw.cvv2),
        month: text(raw.month),
        year: text(raw.year),
        pin: text(raw.pin),
      };
      const errors = checkCard(form);
      if (Object.keys(errors).length > 0) {
        return formPage(c, payment, 422, {
          pan: form.pan.slice(0, 19),
          month: form.month.slice(0, 2),
          year: form.year.slice(0, 2),
          errors,
        });
      }
      const card = normalizeCard(form.pan);
      const outcome = await settleOnlinePayment(
        db,
        authority,
        card === TEST_CARDS.insufficient
          ? { ok: false, reason: GATEWAY_MESSAGES.insufficient }
          : { ok: true, source: maskCard(card) },
      );
      if (outcome.changed && outcome.payment.state === "success") await deps.live.creditChanged(payment.userId);
      return backToMerchant(c, outcome.payment ?? payment);
    })
    .post("/:authority/cancel", async (c) => {
      const authority = c.req.param("authority");
      const payment = await byAuthority(authority);
      if (!payment) return notFoundPage(c);
      if (payment.state !== "pending") return backToMerchant(c, payment);
      const outcome = await settleOnlinePayment(db, authority, { ok: false, reason: GATEWAY_MESSAGES.cancelled });
      return backToMerchant(c, outcome.payment ?? payment);
    });
}
