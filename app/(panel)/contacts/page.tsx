import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ContactsHome } from "@/components/contacts/contacts-home";

export const metadata: Metadata = { title: "مخاطبان" };

/** Contacts (spec §2): phonebooks and their contacts side by side on desktop; a menu of the contact screens on a phone. */
export default function ContactsPage() {
  return (
    <PageWrapper title="مخاطبان" suppressedShowBackIcon>
      <ContactsHome />
    </PageWrapper>
  );
}
