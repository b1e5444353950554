import type { TransactionFilters } from "../../contract/payment";

// Apart from the wallet's queries: the shell's live updates name these keys on every page, without
// the wallet's schemas.

export interface TransactionListQuery {
  page: number;
  perPage: number;
  filters: TransactionFilters;
}

export const walletKeys = {
  all: ["wallet"] as const,
  methods: () => [...walletKeys.all, "methods"] as const,
  promotion: () => [...walletKeys.all, "promotion"] as const,
  contact: () => [...walletKeys.all, "contact"] as const,
  destinations: () => [...walletKeys.all, "destinations"] as const,
  packages: () => [...walletKeys.all, "packages"] as const,
  pending: () => [...walletKeys.all, "pending"] as const,
  setting: () => [...walletKeys.all, "setting"] as const,
  payment: (id: number) => [...walletKeys.all, "payment", id] as const,
  invoice: (id: number) => [...walletKeys.all, "invoice", id] as const,
  transactions: () => [...walletKeys.all, "transactions"] as const,
  transactionPage: (query: TransactionListQuery) => [...walletKeys.transactions(), query] as const,
  /** The low-balance warning a `credit.low` event raised, until the user dismisses it. */
  lowCreditWarning: () => [...walletKeys.all, "low-credit-warning"] as const,
};
