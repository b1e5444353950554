"use client";

import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { useTransactions } from "@/lib/api/wallet";
import type { Transaction } from "@/lib/contract/payment";
import { formatExactRial } from "@/lib/format/money";
import { TRANSACTION_COLUMNS } from "./transaction-columns";
import { hasTransactionFilters, toTransactionFilters, TRANSACTION_FILTERS } from "./transaction-filters";
import { TransactionsExport } from "./transactions-export";

const rowKey = (row: Transaction) => String(row.id);

/** /wallet/transactions: every movement of the wallet, filtered and paged in the query, and exported. */
export function TransactionsList() {
  const { filters: values, page, limit } = useTableFilters(TRANSACTION_FILTERS);
  const filters = toTransactionFilters(values);
  const query = useTransactions({ page, perPage: limit, filters });
  usePageInRange(query.data?.meta.total);
  return (
    <TableFiltersProvider config={TRANSACTION_FILTERS}>
      <section aria-label="تراکنش‌ها" className="flex min-w-0 flex-col gap-3">
        <TableFilters />
        <TransactionsExport filters={filters} />
        <DataTable
          caption="تراکنش‌های کیف پول"
          columns={TRANSACTION_COLUMNS}
          getRowKey={rowKey}
          getRowLabel={(row) => `${row.description}، ${formatExactRial(row.amount)}`}
          {...listTableState(query)}
          empty={hasTransactionFilters(values) ? "تراکنشی با این فیلترها پیدا نشد." : "هنوز تراکنشی ندارید."}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
    </TableFiltersProvider>
  );
}
