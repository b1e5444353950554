import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { DocumentsSection } from "@/components/profile/documents/documents-section";

export const metadata: Metadata = { title: "مدارک" };

/** Phones only (a desktop has it as /profile's second tab): the documents the provider asks for. */
export default function DocumentsPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="مدارک" backNavigate="/profile">
        <DocumentsSection />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
