import { formatExactRial, groupDigits } from "@/lib/format/money";
import { OPERATOR_NAMES } from "@/lib/send/operator-names";
import type { SendQuote } from "@/lib/send/quote";

/** The price before confirming (spec §9): per operator, the surcharge, the total, and what it leaves. */
export function PriceBreakdownTable({ breakdown, credit }: { breakdown: SendQuote; credit: number | undefined }) {
  const rows = breakdown.rows.filter((row) => row.recipients > 0);
  const range = breakdown.partsRange;
  const varies = range !== undefined && range.min !== range.max;
  const after = credit === undefined ? undefined : credit - breakdown.total;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">هزینهٔ ارسال به تفکیک اپراتور</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            <th scope="col" className="py-2 text-start font-medium">
              اپراتور
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              گیرنده
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {varies ? "میانگین هر پیامک" : "هر پیامک"}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              مبلغ
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.operator} className="border-b border-border/60">
              <th scope="row" className="py-2 text-start font-normal">
                {OPERATOR_NAMES[row.operator]}
              </th>
              <td className="py-2">{groupDigits(row.recipients)}</td>
              <td className="py-2">{formatExactRial(row.perRecipient)}</td>
              <td className="py-2 text-end">{formatExactRial(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
        <dt className="text-muted">تعداد بخش هر پیامک</dt>
        <dd className="text-end">
          {varies ? `${groupDigits(range.min)} تا ${groupDigits(range.max)}` : groupDigits(breakdown.parts)}
        </dd>
        <dt className="text-muted">هزینهٔ پیامک‌ها</dt>
        <dd className="text-end">{formatExactRial(breakdown.base)}</dd>
        <dt className="text-muted">عوارض ارسال ({groupDigits(40)} ریال برای هر گیرنده)</dt>
        <dd className="text-end">{formatExactRial(breakdown.surcharge)}</dd>
        <dt className="font-bold">مبلغ کل</dt>
        <dd className="text-end font-bold">{formatExactRial(breakdown.total)}</dd>
        {after !== undefined ? (
          <>
            <dt className="text-muted">اعتبار پس از ارسال</dt>
            <dd className={`text-end ${after < 0 ? "text-danger" : ""}`}>{formatExactRial(after)}</dd>
          </>
        ) : null}
      </dl>
      {breakdown.estimate ? (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-xs leading-6 text-warning">
          این هزینه برآوردی است از متن {groupDigits(breakdown.estimate.sample)} مخاطب نخست از{" "}
          {groupDigits(breakdown.estimate.total)} مخاطب؛ هزینهٔ دقیق هنگام ثبت ارسال برای هر مخاطب حساب و از اعتبار کسر
          می‌شود.
        </p>
      ) : null}
      <ul className="list-inside list-disc text-xs leading-6 text-muted">
        <li>پیامک ایرانسل، رایتل و سایر اپراتورها ۱۰٪ گران‌تر از همراه اول است.</li>
        <li>{formatExactRial(breakdown.charity)} (۵٪ هزینهٔ پیامک‌ها) سهم خیریه است و در همین مبلغ آمده است.</li>
        <li>مالیات بر ارزش افزوده هنگام افزایش اعتبار پرداخت شده و به این ارسال افزوده نمی‌شود.</li>
      </ul>
    </div>
  );
}
