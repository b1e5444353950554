import { and, asc, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  bankTransferRequestSchema,
  cardToCardCredit,
  cardToCardRequestSchema,
  generateUrlQuerySchema,
  PAYMENT_MESSAGES,
  selectPackageRequestSchema,
  transferTimeToDate,
  type ChargePackage,
  type GatewayRequest,
  type Invoice,
} from "@/lib/contract/payment";
import { normalizeCard, normalizeSheba } from "@/lib/validation/bank-account";
import { digitsOnly } from "@/lib/validation/digits";
import { chargePackages, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound, validationFailed } from "../http/failure";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { formatDateTime } from "../services/time";
import {
  createOfflinePayment,
  createOnlinePayment,
  expireIfTimedOut,
  ownPayment,
  paymentView,
  pendingOfflinePayments,
  percentOf,
  PROMOTION_GIFT_DAYS,
  promotionNow,
  promotionView,
  type PaymentRow,
} from "./payments";
import { DESTINATIONS, SELLER } from "./provider";

const MAX_ID = 2_147_483_647;

/** A payment id from the path; anything else is a payment that does not exist. */
function paymentIdOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return id;
}

/** Where a browser reaches this upstream: UPSTREAM_PUBLIC_URL, or the origin this request came to. */
function publicBase(c: Context<AppEnv>, configured: string | undefined): string {
  return (configured ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}

function gatewayAnswer(base: string, payment: PaymentRow): GatewayRequest {
  const amount = Number(payment.amount);
  const tax = Number(payment.tax);
  return { url: `${base}/gateway/${payment.authority}`, payment_id: payment.id, amount, tax, total: amount + tax };
}

const packageView = (row: typeof chargePackages.$inferSelect): ChargePackage => ({
  id: row.id,
  title: row.title,
  price: Number(row.price),
  credit: Number(row.credit),
  gift: Number(row.gift),
  gift_days: row.giftDays,
});

/** Mobile numbers on the wire as Edge writes them: E.164. */
const e164 = (mobile: string) => (mobile.startsWith("98") ? `+${mobile}` : mobile);

/** payment/*: online payment requests, offline transfers, gift packages, a payment and its invoice. */
export function paymentRequestRoutes(deps: Deps) {
  const { db, env } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireSession(deps))
      // Edge's flow: the request is made here, the browser goes to the gateway whole.
      .get("/generate-url", async (c) => {
        const query = readQuery(c, generateUrlQuerySchema);
        const userId = c.get("user").id;
        const promotion = await promotionNow(db);
        const gift = promotion && query.amount >= Number(promotion.minAmount) ? promotion : null;
        const payment = await createOnlinePayment(db, {
          userId,
          method: "online",
          amount: query.amount,
          creditAmount: query.amount,
          giftAmount: gift ? percentOf(query.amount, gift.giftPercent) : 0,
          giftDays: gift ? PROMOTION_GIFT_DAYS : null,
          packageId: null,
          callbackUrl: query.callbackUrl,
          description: query.description?.trim() || null,
          ledgerDescription: (id) => `افزایش اعتبار، پرداخت آنلاین شماره ${id}`,
        });
        return ok(c, gatewayAnswer(publicBase(c, env.UPSTREAM_PUBLIC_URL), payment));
      })
      .get("/offline/destinations", (c) => ok(c, DESTINATIONS))
      .post("/offline/card-to-card-create", async (c) => {
        const body = await readBody(c, cardToCardRequestSchema);
        if (normalizeCard(body.target) !== DESTINATIONS.card.number) {
          throw validationFailed({ target: [PAYMENT_MESSAGES.targetUnknown] });
        }
        const payment = await createOfflinePayment(db, {
          userId: c.get("user").id,
          method: "card_to_card",
          amount: body.amount,
          creditAmount: cardToCardCredit(body.amount).credit,
          source: body.source_card,
          target: DESTINATIONS.card.number,
          referenceCode: body.reference_code,
          submittedAt: transferTimeToDate(body.submitted_at),
          callbackUrl: body.ui_callback ?? null,
        });
        if (!payment) throw validationFailed({ reference_code: [PAYMENT_MESSAGES.referenceUsed] });
        return ok(c, paymentView(payment));
      })
      .post("/offline/bank-pay-create", async (c) => {
        const body = await readBody(c, bankTransferRequestSchema);
        const target = body.target.trim();
        const toSheba = normalizeSheba(target) === DESTINATIONS.account.sheba;
        const toAccount = digitsOnly(target) === DESTINATIONS.account.number && !/[a-z]/i.test(target);
        if (!toSheba && !toAccount) throw validationFailed({ target: [PAYMENT_MESSAGES.targetUnknown] });
        const payment = await createOfflinePayment(db, {
          userId: c.get("user").id,
          method: "bank_transfer",
          amount: body.amount,
          creditAmount: body.amount,
          source: body.source_sheba,
          target: DESTINATIONS.account.sheba,
          referenceCode: body.reference_code,
          submittedAt: transferTimeToDate(body.submitted_at),
          callbackUrl: body.ui_callback ?? null,
        });
        if (!payment) throw validationFailed({ reference_code: [PAYMENT_MESSAGES.referenceUsed] });
        return ok(c, paymentView(payment));
      })
      .get("/offline/pending", async (c) => {
        const rows = await pendingOfflinePayments(db, c.get("user").id);
        return ok(c, rows.map(paymentView));
      })
      .get("/charge-packages/dynamics", async (c) => {
        const rows = await db
          .select()
          .from(chargePackages)
          .where(eq(chargePackages.active, true))
          .orderBy(asc(chargePackages.sortOrder), asc(chargePackages.id));
        return ok(c, rows.map(packageView));
      })
      .post("/charge-packages/select", async (c) => {
        const body = await readBody(c, selectPackageRequestSchema);
        const [pack] = await db
          .select()
          .from(chargePackages)
          .where(and(eq(chargePackages.id, body.package_id), eq(chargePackages.active, true)));
        if (!pack) throw validationFailed({ package_id: [PAYMENT_MESSAGES.packageNotFound] });
        const payment = await createOnlinePayment(db, {
          userId: c.get("user").id,
          method: "gift_package",
          amount: Number(pack.price),
          creditAmount: Number(pack.credit),
          giftAmount: Number(pack.gift),
          giftDays: pack.giftDays,
          packageId: pack.id,
          callbackUrl: body.callbackUrl,
          description: pack.title,
          ledgerDescription: (id) => `خرید «${pack.title}»، پرداخت آنلاین شماره ${id}`,
        });
        return ok(c, gatewayAnswer(publicBase(c, env.UPSTREAM_PUBLIC_URL), payment));
      })
      .get("/promotion/today-charge", async (c) => {
        const promotion = await promotionNow(db);
        return ok(c, promotion ? promotionView(promotion) : null);
      })
      .get("/:id", async (c) => {
        const payment = await ownPayment(db, c.get("user").id, paymentIdOf(c));
        if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
        return ok(c, paymentView(await expireIfTimedOut(db, payment)));
      })
      .get("/:id/invoice", async (c) => {
        const user = c.get("user");
        const payment = await ownPayment(db, user.id, paymentIdOf(c));
        // Only a payment that went through has an invoice.
        if (!payment || payment.state !== "success") throw notFound(PAYMENT_MESSAGES.paymentNotFound);
        let title = "شارژ کیف پول";
        if (payment.packageId !== null) {
          const [pack] = await db
            .select({ title: chargePackages.title })
            .from(chargePackages)
            .where(eq(chargePackages.id, payment.packageId));
          if (pack) title = pack.title;
        }
        const [buyer] = await db
          .select({ name: users.name, username: users.username, mobile: users.mobile })
          .from(users)
          .where(eq(users.id, user.id));
        const view = paymentView(payment);
        const invoice: Invoice = {
          number: payment.id,
          issued_at: formatDateTime(payment.settledAt ?? payment.createdAt),
          method: view.method,
          seller: SELLER,
          buyer: {
            name: buyer?.name || buyer?.username || user.username,
            national_id: null,
            economic_code: null,
            address: null,
            postal_code: null,
            phone: e164(buyer?.mobile ?? user.mobile),
          },
          lines: [{ title, amount: view.amount }],
          amount: view.amount,
          tax: view.tax,
          total: view.total,
          reference_code: payment.referenceCode,
        };
        return ok(c, invoice);
      })
  );
}
