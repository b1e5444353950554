import { PrefetchLink } from "@/components/layout/prefetch-link";
import { ApiError } from "@/lib/errors/api-error";

/** The upstream answers 404 alike for a send that does not exist and for somebody else's. */
export const isSendNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** In place of a report the user cannot have: nothing of the send, a way back to the lists. */
export function SendNotFound() {
  return (
    <section
      aria-labelledby="send-not-found-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
    >
      <h2 id="send-not-found-title" className="text-base font-bold">
        ارسالی با این شناسه پیدا نشد
      </h2>
      <p className="text-sm text-muted">شاید شناسه اشتباه است یا این ارسال از حساب شما نیست.</p>
      <PrefetchLink
        href="/reports"
        className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        بازگشت به گزارش‌ها
      </PrefetchLink>
    </section>
  );
}
