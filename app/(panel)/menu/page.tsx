import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { MoreMenu } from "@/components/layout/more-menu";
import { PageWrapper } from "@/components/layout/page-wrapper";

export const metadata: Metadata = { title: "بیشتر" };

/** The phone's «بیشتر» (mobile-only): the areas the bottom bar has no room for. */
export default function MoreMenuPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="بیشتر" backNavigate="/dashboard">
        <MoreMenu />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
