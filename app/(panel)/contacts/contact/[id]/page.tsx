import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ContactDetailView } from "@/components/contacts/contacts/contact-detail";
import { idSchema } from "@/lib/contract/common";

export const metadata: Metadata = { title: "مخاطب" };

/** One contact, with edit and delete (mobile only). */
export default async function ContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = idSchema.safeParse(raw);
  if (!id.success || !/^\d+$/.test(raw)) notFound();
  return (
    <MobileOnlyGuard>
      <PageWrapper title="مخاطب">
        <ContactDetailView contactId={id.data} />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
