import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { GroupContacts } from "@/components/contacts/phonebooks/group-contacts";
import { idSchema } from "@/lib/contract/common";

export const metadata: Metadata = { title: "دفترچه تلفن" };

/** One phonebook's contacts (mobile only). */
export default async function GroupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = idSchema.safeParse(raw);
  if (!id.success || !/^\d+$/.test(raw)) notFound();
  return (
    <MobileOnlyGuard>
      <PageWrapper title="دفترچه تلفن" backNavigate="/contacts/all-groups">
        <GroupContacts phonebookId={id.data} />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
