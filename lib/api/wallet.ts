"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  bankTransferRequestSchema,
  cardToCardRequestSchema,
  generateUrlResponseSchema,
  paymentResponseSchema,
  PAYMENT_RULES,
  selectPackageRequestSchema,
  transactionExportRequestSchema,
  type BankTransferRequest,
  type CardToCardRequest,
  type TransactionFilters,
} from "../contract/payment";
import { checkedRequest } from "./checked-request";
import { retryUnless } from "./query-client";
import { useExport } from "./account-files";
import { apiGet, apiPost } from "./client";
import { apiExport } from "./export-request";
import { browserQuery } from "./queries/in-browser";
import {
  chargePackagesQuery,
  destinationsQuery,
  invoiceQuery,
  parentContactQuery,
  PAYMENT_PATH,
  paymentMethodsQuery,
  paymentQuery,
  pendingPaymentsQuery,
  promotionQuery,
  TRANSACTIONS_PATH,
  transactionsQuery,
} from "./queries/wallet-queries";
import { walletKeys, type TransactionListQuery } from "./queries/wallet-keys";

/** Where the gateway brings the payer back: the panel's own result page. */
const paymentResultUrl = () => new URL("/wallet/payment-result", window.location.origin).href;

/** Leaves the panel for the bank's page (a full navigation, as a gateway needs). */
function goToGateway(url: string) {
  window.location.assign(url);
}

export const usePaymentMethods = () => useQuery(browserQuery(paymentMethodsQuery));
export const usePromotion = (enabled = true) => useQuery({ ...browserQuery(promotionQuery), enabled });
export const useParentContact = () => useQuery(browserQuery(parentContactQuery));
export const useChargePackages = () => useQuery(browserQuery(chargePackagesQuery));
export const usePendingPayments = () => useQuery(browserQuery(pendingPaymentsQuery));

/** The destination card and account; the card owner's name is read again once it is 60 s old (spec §7). */
export const usePaymentDestinations = () =>
  useQuery({ ...browserQuery(destinationsQuery), staleTime: PAYMENT_RULES.cardOwnerFreshSeconds * 1000 });

/** Another account's payment, or none, answers 404 at once: nothing to try again. */
const retryButNotMissing = retryUnless(404);

/** One of the user's payments, read from the upstream; a pending one is read again every few seconds. */
export function usePayment(id: number) {
  return useQuery({
    ...browserQuery(paymentQuery(id)),
    retry: retryButNotMissing,
    refetchInterval: (query) => (query.state.data?.state === "pending" ? 5_000 : false),
  });
}

export const useInvoice = (id: number) => useQuery({ ...browserQuery(invoiceQuery(id)), retry: retryButNotMissing });

/** A page of transactions; the last page stays while the next loads. */
export function useTransactions(query: TransactionListQuery) {
  return useQuery({ ...browserQuery(transactionsQuery(query)), placeholderData: keepPreviousData });
}

/**
 * An online top-up: asks the upstream for a payment request (a manual action, never retried, spec
 * §7) and goes to the gateway it names.
 */
export function useStartOnlinePayment() {
  return useMutation({
    mutationFn: (amount: number) =>
      apiGet(generateUrlResponseSchema, `${PAYMENT_PATH}/generate-url`, {
        amount,
        callbackUrl: paymentResultUrl(),
      }).then((body) => body.data),
    onSuccess: (request) => goToGateway(request.url),
  });
}

/** Buys a gift package: paid online, as any online top-up. */
export function useSelectChargePackage() {
  return useMutation({
    mutationFn: (packageId: number) =>
      apiPost(
        generateUrlResponseSchema,
        `${PAYMENT_PATH}/charge-packages/select`,
        checkedRequest(selectPackageRequestSchema, { package_id: packageId, callbackUrl: paymentResultUrl() }),
      ).then((body) => body.data),
    onSuccess: (request) => goToGateway(request.url),
  });
}

/** After an offline payment was sent: the waiting list and the transactions are read again (spec §4). */
function useAfterOfflinePayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKeys.pending() }),
      queryClient.invalidateQueries({ queryKey: walletKeys.transactions() }),
    ]);
}

export function useCreateCardToCard() {
  const settle = useAfterOfflinePayment();
  return useMutation({
    mutationFn: (request: CardToCardRequest) =>
      apiPost(
        paymentResponseSchema,
        `${PAYMENT_PATH}/offline/card-to-card-create`,
        checkedRequest(cardToCardRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: settle,
  });
}

export function useCreateBankTransfer() {
  const settle = useAfterOfflinePayment();
  return useMutation({
    mutationFn: (request: BankTransferRequest) =>
      apiPost(
        paymentResponseSchema,
        `${PAYMENT_PATH}/offline/bank-pay-create`,
        checkedRequest(bankTransferRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: settle,
  });
}

/** The transactions these filters show, as a file. */
export const useTransactionsExport = () =>
  useExport(
    ({ filters, format }: { filters: TransactionFilters; format: ExportFormat }) =>
      apiExport(
        `${TRANSACTIONS_PATH}/export/new`,
        checkedRequest(transactionExportRequestSchema, { export_type: "financial", format, filters }),
      ),
    ({ format }) => `transactions.${format}`,
  );
