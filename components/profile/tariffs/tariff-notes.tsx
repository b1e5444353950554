import { formatExactRial } from "@/lib/format/money";
import { messageCost, type TariffLine } from "@/lib/sms/tariff-lines";
import { toPersianDigits } from "@/lib/validation/digits";

/**
 * How the table's prices become a send's cost (spec §9), in the words of lib/sms/price.ts: parts ×
 * the operator's price, plus 40 rials per recipient; Irancell and Rightel already 10% higher; the
 * charity's 5% inside the total.
 */
export function TariffNotes({ example }: { example: TariffLine | undefined }) {
  return (
    <section aria-labelledby="tariff-notes-title" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="tariff-notes-title" className="mb-2 text-base font-bold">
        هزینهٔ هر ارسال چگونه حساب می‌شود
      </h2>
      <ul className="flex list-disc flex-col gap-2 ps-5 text-sm leading-7">
        <li>
          قیمت‌های جدول برای هر بخش پیامک است. پیامک فارسی تا ۷۰ نویسه و پیامک انگلیسی تا ۱۶۰ نویسه یک بخش است و پیامک
          بلندتر چند بخش حساب می‌شود.
        </li>
        <li>بهای پیامک به شماره‌های ایرانسل و رایتل ۱۰٪ بیشتر از همراه اول است؛ این افزایش در جدول آمده است.</li>
        <li>
          {`به هزینهٔ هر پیامک برای هر گیرنده ${formatExactRial(40)} عوارض (بودجهٔ ۱۴۰۳) افزوده می‌شود، هر چند بخش که باشد.`}
        </li>
        <li>۵٪ از هزینهٔ ارسال سهم خیریه است که در همین مبلغ آمده و جداگانه کسر نمی‌شود.</li>
        {example ? (
          <li>
            {`نمونه: یک پیامک فارسی دوبخشی با خط ${toPersianDigits(example.name)} به یک شمارهٔ همراه اول ${formatExactRial(
              messageCost(2, example.persian.mci),
            )} و به یک شمارهٔ ایرانسل ${formatExactRial(messageCost(2, example.persian.other))} هزینه دارد.`}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
