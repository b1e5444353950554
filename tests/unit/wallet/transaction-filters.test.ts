import { toTransactionFilters } from "@/components/wallet/transaction-filters";
import { transactionListRequestSchema } from "@/lib/contract/payment";

describe("the transactions' filters", () => {
  it("become the contract's filters: days as the browser's midnight to the day's last second, amounts as bounds", () => {
    const filters = toTransactionFilters({
      search: "هزینه",
      type: "withdrawal",
      method: "send",
      state: "success",
      date: { from: "1405/09/01", to: "1405/09/01" },
      amount: { from: 1000, to: 50_000 },
    });
    expect(filters).toMatchObject({
      search: "هزینه",
      type: "withdrawal",
      method: "send",
      state: "success",
      min_amount: 1000,
      max_amount: 50_000,
    });
    const from = new Date(filters.from_date! * 1000);
    expect([from.getHours(), from.getMinutes()]).toEqual([0, 0]);
    expect(filters.to_date! - filters.from_date!).toBe(24 * 3600 - 1);
    expect(transactionListRequestSchema.safeParse({ page: 1, limit: 10, filters }).success).toBe(true);
  });

  it("leave out what is not chosen", () => {
    expect(JSON.parse(JSON.stringify(toTransactionFilters({})))).toEqual({});
  });
});
