import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { QuickSendForm } from "@/components/send/quick/quick-send-form";
import { QUICK_SEND_QUERIES } from "@/lib/api/queries/first-view";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "ارسال سریع" };

/** Quick send. The sender lines are read on the server, so the form paints with its default line, ready to use. */
export default async function QuickSendPage() {
  const state = await prefetchQueries(liveToken(await getSession()), QUICK_SEND_QUERIES);
  return (
    <PageWrapper
      title="ارسال سریع"
      description="شماره‌ها را وارد یا جای‌گذاری کنید، متن را بنویسید و هزینه را پیش از ارسال ببینید."
    >
      <HydrationBoundary state={state}>
        <QuickSendForm />
      </HydrationBoundary>
    </PageWrapper>
  );
}
