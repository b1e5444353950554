import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { TransactionsList } from "@/components/wallet/transactions-list";

export const metadata: Metadata = { title: "تاریخچه تراکنش‌ها" };

/** The wallet's transactions (spec §2 /wallet/transactions): top-ups, sends' costs and refunds, with their states. */
export default function TransactionsPage() {
  return (
    <PageWrapper
      title="تاریخچه تراکنش‌ها"
      description="واریزها، هزینهٔ ارسال‌ها و بازگشت آن‌ها، با وضعیت هر پرداخت و فاکتور پرداخت‌های موفق."
    >
      <TransactionsList />
    </PageWrapper>
  );
}
