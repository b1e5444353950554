import type { Metadata } from "next";
import { Cancel11Panel } from "@/components/contacts/cancel11/cancel11-panel";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";

export const metadata: Metadata = { title: "فهرست لغو۱۱" };

/** Phones only (desktop has it as a tab of /contacts): numbers that answered 11, per sender line. */
export default function Cancel11Page() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="فهرست لغو۱۱">
        <Cancel11Panel />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
