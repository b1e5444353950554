import { formatJalaliDateTime } from "@/lib/format/jalali";
import { MobileNumber } from "@/components/ui/list/mobile-number";

/** Step 4: the request waits for the provider's expert; the result comes by SMS. */
export function ReviewStep({ newMobile, submittedAt }: { newMobile: string; submittedAt: string | null }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-warning/30 bg-warning-soft p-4">
      <p className="font-bold text-warning">در انتظار بررسی کارشناس</p>
      <p className="text-sm leading-7">
        درخواست تغییر شماره به <MobileNumber value={newMobile} />
        {submittedAt ? ` در ${formatJalaliDateTime(submittedAt)}` : ""} ثبت شد. نتیجهٔ بررسی با پیامک به شما خبر داده
        می‌شود و تا آن زمان شمارهٔ حساب تغییر نمی‌کند و درخواست تازه‌ای پذیرفته نمی‌شود.
      </p>
    </div>
  );
}
