import type { Metadata } from "next";
import { BlacklistPanel } from "@/components/contacts/blacklist/blacklist-panel";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";

export const metadata: Metadata = { title: "فهرست سیاه" };

/** Phones only (desktop has it as a tab of /contacts): the send and receive blacklists. */
export default function BlacklistPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="فهرست سیاه">
        <BlacklistPanel />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
