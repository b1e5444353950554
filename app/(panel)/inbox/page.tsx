import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { InboxPanel } from "@/components/inbox/inbox-panel";

export const metadata: Metadata = { title: "پیامک‌های دریافتی" };

/** Received SMS (spec §2 /inbox): filtered, marked read, deleted and exported; new ones show as they arrive. */
export default function InboxPage() {
  return (
    <PageWrapper title="پیامک‌های دریافتی" description="پیامک‌هایی که به خطوط شما فرستاده شده است.">
      <InboxPanel />
    </PageWrapper>
  );
}
