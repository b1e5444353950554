import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { selectPackageRequestSchema, transactionExportRequestSchema } from "@/lib/contract/payment";
import { chargePackages } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import { exportText, idText, quoted, rialText } from "./wording";

const gatewayAnswer = z.object({ payment_id: z.number(), amount: z.number() });
const paymentAnswer = z.object({ id: z.number(), amount: z.number() });
const planAnswer = z.object({ plan: z.object({ acl_role_name: z.string() }), paid: z.number() });

/** «… ۵۰۰٬۰۰۰ ریال (پرداخت ۱۲)». */
const paid = (what: string, amount: number, id: number) => `${what} ${rialText(amount)} (پرداخت ${idText(id)})`;

/** Payments asked for (online, a gift package, a transfer told), a plan bought and the transactions' export. */
export const WALLET_ACTIVITIES: RouteActivities = {
  // A GET, as Edge has it, that makes the payment the browser then takes to the gateway.
  "GET /v1/api/payment/generate-url": activity("payment", async (source) => {
    const answer = await source.data(gatewayAnswer);
    return answer && line(paid("پرداخت آنلاین", answer.amount, answer.payment_id), PANEL_LINKS.transactions);
  }),
  "POST /v1/api/payment/charge-packages/select": activity("payment", async (source) => {
    const [body, answer] = await Promise.all([source.body(selectPackageRequestSchema), source.data(gatewayAnswer)]);
    if (!body || !answer) return null;
    const [pack] = await source.db
      .select({ title: chargePackages.title })
      .from(chargePackages)
      .where(eq(chargePackages.id, body.package_id));
    const what = pack ? `خرید بستهٔ ${quoted(pack.title)} با پرداخت آنلاین` : "خرید بستهٔ شارژ با پرداخت آنلاین";
    return line(paid(what, answer.amount, answer.payment_id), PANEL_LINKS.transactions);
  }),
  "POST /v1/api/payment/offline/card-to-card-create": activity("payment", async (source) => {
    const answer = await source.data(paymentAnswer);
    return answer && line(paid("ثبت واریز کارت به کارت", answer.amount, answer.id), PANEL_LINKS.transactions);
  }),
  "POST /v1/api/payment/offline/bank-pay-create": activity("payment", async (source) => {
    const answer = await source.data(paymentAnswer);
    return answer && line(paid("ثبت واریز به حساب بانکی", answer.amount, answer.id), PANEL_LINKS.transactions);
  }),
  "POST /v1/api/acl/package/buy": activity("payment", async (source) => {
    const answer = await source.data(planAnswer);
    return (
      answer &&
      line(`خرید ${quoted(answer.plan.acl_role_name)} از کیف پول به مبلغ ${rialText(answer.paid)}`, PANEL_LINKS.plans)
    );
  }),
  // The list of transactions, asked by POST as Edge has it: a read.
  "POST /v1/api/report/payment/new": null,
  "POST /v1/api/report/payment/export/new": activity("export", async (source) => {
    const body = await source.body(transactionExportRequestSchema);
    return body && line(exportText(body.format, "تراکنش‌های کیف پول"), PANEL_LINKS.transactions);
  }),
};
