import { LatinText } from "@/components/ui/latin-text";
import type { Pattern } from "@/lib/contract/patterns";
import { onTehranClock } from "@/lib/date/tehran-clock";
import { formatJalaliDateTime } from "@/lib/format/jalali";

/** On Tehran's clock, so the server's page and the browser's agree. */
const tehranDateTime = (value: string | number) => {
  const date = onTehranClock(value);
  return date ? formatJalaliDateTime(date) : "";
};

/** The pattern's particulars: whose it is, shared or not, its website and when it was made and last changed. */
export function PatternFacts({ pattern }: { pattern: Pattern }) {
  const website = pattern.website?.trim();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr] [&_dt]:whitespace-nowrap">
      <dt className="text-muted">نوع</dt>
      <dd>{pattern.pattern_type === "systemic" ? "الگوی سامانه" : "الگوی شما"}</dd>
      <dt className="text-muted">اشتراکی</dt>
      <dd>{pattern.pattern_is_share ? "بله" : "خیر"}</dd>
      <dt className="text-muted">تاریخ ساخت</dt>
      <dd dir="ltr" className="text-end whitespace-nowrap sm:text-start">
        {tehranDateTime(pattern.time * 1000)}
      </dd>
      <dt className="text-muted">آخرین تغییر</dt>
      <dd dir="ltr" className="text-end whitespace-nowrap sm:text-start">
        {tehranDateTime(pattern.updated_at)}
      </dd>
      <dt className="text-muted">وب‌سایت</dt>
      <dd className="min-w-0 truncate sm:col-span-3">{website ? <LatinText>{website}</LatinText> : "ثبت نشده"}</dd>
    </dl>
  );
}
