"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useInvoice } from "@/lib/api/wallet";
import { PAYMENT_METHOD_TITLES, PAYMENT_RULES, type InvoiceParty } from "@/lib/contract/payment";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { PaymentNotFound } from "./payment-result";

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  const rows: [string, string | null][] = [
    ["نام", party.name],
    ["شناسهٔ ملی / کد ملی", party.national_id],
    ["کد اقتصادی", party.economic_code],
    ["نشانی", party.address],
    ["کد پستی", party.postal_code],
    ["تلفن", party.phone],
  ];
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <h3 className="text-sm font-bold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{label === "نام" || label === "نشانی" ? value : <span dir="ltr">{toPersianDigits(value)}</span>}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * The invoice of a successful payment: seller and buyer, what was bought, amount, tax and total,
 * date and reference. The browser prints it alone (or saves it as PDF): the print stylesheet
 * leaves out everything but the sheet.
 */
export function InvoiceSheet({ paymentId }: { paymentId: number }) {
  const invoice = useInvoice(paymentId);
  if (invoice.isPending) return <Skeleton className="h-[32rem] w-full rounded-2xl" />;
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <PaymentNotFound />;
    return (
      <ErrorState
        message={toErrorMessage(invoice.error)}
        onRetry={() => void invoice.refetch()}
        retrying={invoice.isFetching}
      />
    );
  }
  const data = invoice.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex justify-end">
        <Button onClick={() => window.print()}>چاپ یا ذخیره به‌صورت PDF</Button>
      </div>
      <article
        aria-labelledby="invoice-title"
        className="invoice-sheet mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-2xl border border-border bg-surface p-5 text-text"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="invoice-title" className="text-lg font-bold">
            صورتحساب فروش کالا و خدمات
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">شمارهٔ فاکتور</dt>
            <dd>{toPersianDigits(data.number)}</dd>
            <dt className="text-muted">تاریخ</dt>
            <dd>{formatJalaliDateTime(data.issued_at)}</dd>
            <dt className="text-muted">روش پرداخت</dt>
            <dd>{PAYMENT_METHOD_TITLES[data.method]}</dd>
            {data.reference_code ? (
              <>
                <dt className="text-muted">شمارهٔ پیگیری</dt>
                <dd>{toPersianDigits(data.reference_code)}</dd>
              </>
            ) : null}
          </dl>
        </header>
        <div className="grid gap-3 sm:grid-cols-2">
          <Party title="فروشنده" party={data.seller} />
          <Party title="خریدار" party={data.buyer} />
        </div>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">اقلام فاکتور</caption>
          <thead>
            <tr className="border-b border-border text-muted">
              <th scope="col" className="py-2 text-start font-medium">
                ردیف
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                شرح
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                مبلغ
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, index) => (
              <tr key={`${line.title}-${index}`} className="border-b border-border">
                <td className="py-2">{toPersianDigits(index + 1)}</td>
                <td className="py-2">{line.title}</td>
                <td className="py-2 text-end">{formatRial(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-start font-medium text-muted">
                جمع
              </th>
              <td className="py-2 text-end">{formatRial(data.amount)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-start font-medium text-muted">
                {`مالیات بر ارزش افزوده (${toPersianDigits(PAYMENT_RULES.onlineTaxPercent)}٪)`}
              </th>
              <td className="py-2 text-end">{formatRial(data.tax)}</td>
            </tr>
            <tr className="border-t border-border font-bold">
              <th scope="row" colSpan={2} className="py-2 text-start">
                مبلغ کل
              </th>
              <td className="py-2 text-end">{formatRial(data.total)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}
