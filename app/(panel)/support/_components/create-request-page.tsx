import { HydrationBoundary } from "@tanstack/react-query";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { RequestForm } from "@/components/support/create/request-form";
import { ticketCategoriesQuery } from "@/lib/api/queries/support-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { RequestType } from "@/lib/contract/support";
import { REQUEST_KINDS, requestListHref } from "@/lib/support/request-kinds";

const DESCRIPTIONS: Record<RequestType, string> = {
  ticket: "مشکل یا پرسش خود را بنویسید؛ پیش از ثبت، پاسخ‌های مشابه در پرسش‌های متداول به شما نشان داده می‌شود.",
  suggestion: "پیشنهاد یا انتقاد خود را بنویسید تا مدیریت آن را بررسی کند.",
};

/** A new request of a kind: its categories are read on the server, a carried-over subject fills its field. */
export async function CreateRequestPage({ type, subject }: { type: RequestType; subject: unknown }) {
  const state = await prefetchQueries(liveToken(await getSession()), [ticketCategoriesQuery(type)]);
  return (
    <PageWrapper
      title={REQUEST_KINDS[type].createTitle}
      description={DESCRIPTIONS[type]}
      backNavigate={requestListHref(type)}
    >
      <HydrationBoundary state={state}>
        <div className="rounded-2xl border border-border bg-surface p-4 md:p-6">
          <RequestForm type={type} subject={typeof subject === "string" ? subject : undefined} />
        </div>
      </HydrationBoundary>
    </PageWrapper>
  );
}
