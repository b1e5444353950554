import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ContactsPanel } from "@/components/contacts/contacts/contacts-panel";

export const metadata: Metadata = { title: "همهٔ مخاطبان" };

/** Every contact, as cards (mobile only). */
export default function AllContactsPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="همهٔ مخاطبان" backNavigate="/contacts">
        <ContactsPanel />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
