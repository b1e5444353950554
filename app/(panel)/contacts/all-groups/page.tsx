import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PhonebookLinkList } from "@/components/contacts/phonebooks/phonebook-link-list";

export const metadata: Metadata = { title: "گروه‌ها" };

/** The phonebooks (groups), each leading to its contacts (mobile only). */
export default function AllGroupsPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="گروه‌ها" backNavigate="/contacts">
        <PhonebookLinkList />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
