import Link from "next/link";
import type { DataTableColumn } from "@/components/ui/table";
import {
  PAYMENT_METHODS,
  TRANSACTION_METHOD_TITLES,
  TRANSACTION_TYPE_TITLES,
  type PaymentMethod,
  type Transaction,
} from "@/lib/contract/payment";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatExactRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { PaymentStateBadge } from "./payment-state-badge";

const LINK = "text-primary hover:underline";

const isTopUp = (method: Transaction["method"]): method is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

/** A signed amount in its colour: a deposit green with a plus, a withdrawal red with a minus, the sign before the digits. */
function SignedAmount({ row }: { row: Transaction }) {
  const deposit = row.amount > 0;
  const [digits, ...unit] = formatExactRial(Math.abs(row.amount)).split(" ");
  return (
    <span className={`whitespace-nowrap ${deposit ? "text-success" : "text-danger"}`}>
      <span dir="ltr">{`${deposit ? "+" : "−"}${digits}`}</span> {unit.join(" ")}
    </span>
  );
}

/** What a row is about: its description, its send's report, a gift's note. */
function Description({ row }: { row: Transaction }) {
  return (
    <div className="flex max-w-md flex-col gap-1">
      <span>{row.description}</span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted">
        {row.bucket === "gift" ? <span className="text-success">اعتبار هدیه</span> : null}
        {row.send_id !== null ? (
          <Link href={`/reports/${row.send_id}`} prefetch={false} className={LINK}>
            {`گزارش ارسال ${toPersianDigits(row.send_id)}`}
          </Link>
        ) : null}
      </span>
    </div>
  );
}

/** Date, type, method, description, signed amount, state, and the invoice of a successful top-up. */
export const TRANSACTION_COLUMNS: DataTableColumn<Transaction>[] = [
  {
    key: "created_at",
    header: "تاریخ",
    cell: (row) => formatJalaliDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  { key: "type", header: "نوع", cell: (row) => TRANSACTION_TYPE_TITLES[row.type] },
  { key: "method", header: "روش", cell: (row) => TRANSACTION_METHOD_TITLES[row.method] },
  { key: "description", header: "شرح", cell: (row) => <Description row={row} /> },
  { key: "amount", header: "مبلغ", cell: (row) => <SignedAmount row={row} /> },
  { key: "state", header: "وضعیت", cell: (row) => <PaymentStateBadge state={row.state} /> },
  {
    key: "invoice",
    header: <span className="sr-only">فاکتور</span>,
    cell: (row) =>
      row.payment_id !== null && row.state === "success" && row.bucket === "credit" && isTopUp(row.method) ? (
        <Link
          href={`/wallet/invoice/${row.payment_id}`}
          prefetch={false}
          className={LINK}
          aria-label={`فاکتور پرداخت ${toPersianDigits(row.payment_id)}`}
        >
          فاکتور
        </Link>
      ) : null,
  },
];
