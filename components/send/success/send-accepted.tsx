import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { toPersianDigits } from "@/lib/validation/digits";

/** A send accepted, for a member whose role sends but does not read reports. */
export function SendAccepted({ id }: { id: string }) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center"
      aria-labelledby="send-accepted-title"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <PanelIcon name="send" className="size-7" />
      </span>
      <h2 id="send-accepted-title" className="text-lg font-bold">
        ارسال شما ثبت شد
      </h2>
      <p className="text-sm text-muted">
        شناسهٔ ارسال: <strong className="text-text">{toPersianDigits(id)}</strong>
      </p>
      <p className="max-w-md text-sm text-muted">
        گزارش تحویل این ارسال را مدیر حساب و همکارانی که به گزارش‌ها دسترسی دارند می‌بینند.
      </p>
      <PrefetchLink
        href="/send-sms"
        className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        ارسال جدید
      </PrefetchLink>
    </section>
  );
}
