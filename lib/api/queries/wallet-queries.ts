import {
  chargePackagesResponseSchema,
  destinationsResponseSchema,
  invoiceResponseSchema,
  parentContactResponseSchema,
  paymentMethodListResponseSchema,
  paymentResponseSchema,
  pendingPaymentsResponseSchema,
  promotionResponseSchema,
  transactionListRequestSchema,
  transactionListResponseSchema,
  type ChargePackage,
  type Invoice,
  type Payment,
  type PaymentDestinations,
  type PaymentMethod,
  type Promotion,
} from "../../contract/payment";
import { userSettingResponseSchema } from "../../contract/user-setting";
import type * as z from "zod/mini";
import { checkedRequest } from "../checked-request";
import { walletKeys, type TransactionListQuery } from "./wallet-keys";
import type { UpstreamQuery } from "./upstream-query";

export const PAYMENT_PATH = "v1/api/payment";
export const TRANSACTIONS_PATH = "v1/api/report/payment";
const SETTING_PATH = "v1/api/user/setting";

/** A GET whose cache keeps the answer's `data`. */
const read = <S extends z.ZodMiniType<{ data: unknown }>>(
  queryKey: readonly unknown[],
  path: string,
  schema: S,
): UpstreamQuery<S, z.infer<S>["data"]> => ({ kind: "query", queryKey, path, schema, toData: (body) => body.data });

/** The top-up methods this account may use, in order (`user/setting/payment_method_list`). */
export const paymentMethodsQuery: UpstreamQuery<
  typeof paymentMethodListResponseSchema,
  { method: PaymentMethod; title: string }[]
> = read(walletKeys.methods(), `${SETTING_PATH}/payment_method_list`, paymentMethodListResponseSchema);

/** Today's promotion, or null. */
export const promotionQuery: UpstreamQuery<typeof promotionResponseSchema, Promotion | null> = read(
  walletKeys.promotion(),
  `${PAYMENT_PATH}/promotion/today-charge`,
  promotionResponseSchema,
);

/** Whom to ask about payments. */
export const parentContactQuery = read(
  walletKeys.contact(),
  `${SETTING_PATH}/parent_account_contact`,
  parentContactResponseSchema,
);

/** The provider's card and account to transfer to (read again after 60 s, spec §7). */
export const destinationsQuery: UpstreamQuery<typeof destinationsResponseSchema, PaymentDestinations> = read(
  walletKeys.destinations(),
  `${PAYMENT_PATH}/offline/destinations`,
  destinationsResponseSchema,
);

/** Gift charge packages on offer. */
export const chargePackagesQuery: UpstreamQuery<typeof chargePackagesResponseSchema, ChargePackage[]> = read(
  walletKeys.packages(),
  `${PAYMENT_PATH}/charge-packages/dynamics`,
  chargePackagesResponseSchema,
);

/** Card-to-card and bank transfers waiting for review. */
export const pendingPaymentsQuery: UpstreamQuery<typeof pendingPaymentsResponseSchema, Payment[]> = read(
  walletKeys.pending(),
  `${PAYMENT_PATH}/offline/pending`,
  pendingPaymentsResponseSchema,
);

/** The account's settings: the low-balance alert's threshold and how each notification arrives. */
export const userSettingQuery = read(walletKeys.setting(), SETTING_PATH, userSettingResponseSchema);

/** One of the user's payments, as the upstream has it (never as a link says it). */
export const paymentQuery = (id: number): UpstreamQuery<typeof paymentResponseSchema, Payment> =>
  read(walletKeys.payment(id), `${PAYMENT_PATH}/${id}`, paymentResponseSchema);

/** The invoice of one of the user's successful payments. */
export const invoiceQuery = (id: number): UpstreamQuery<typeof invoiceResponseSchema, Invoice> =>
  read(walletKeys.invoice(id), `${PAYMENT_PATH}/${id}/invoice`, invoiceResponseSchema);

/** A page of the wallet's transactions, newest first: a POST of the page and the filters. */
export function transactionsQuery(
  query: TransactionListQuery,
): UpstreamQuery<typeof transactionListResponseSchema, z.infer<typeof transactionListResponseSchema>> {
  return {
    kind: "query",
    queryKey: walletKeys.transactionPage(query),
    path: `${TRANSACTIONS_PATH}/new`,
    body: () =>
      checkedRequest(transactionListRequestSchema, {
        page: query.page,
        limit: query.perPage,
        filters: query.filters,
      }),
    schema: transactionListResponseSchema,
    toData: (body) => body,
  };
}
