import type { Metadata } from "next";
import { FeaturesPanel } from "@/components/contacts/features/features-panel";
import { TagsPanel } from "@/components/contacts/tags/tags-panel";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { QueryTabs } from "@/components/ui/query-tabs";

export const metadata: Metadata = { title: "ویژگی‌ها و برچسب‌ها" };

/** Phones only (desktop has them as tabs of /contacts): the contacts' custom features, then their tags. */
export default function ManageMoreFeaturesPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="ویژگی‌ها و برچسب‌ها">
        <QueryTabs
          label="ویژگی‌ها و برچسب‌ها"
          tabs={[
            { label: "ویژگی‌ها", content: <FeaturesPanel /> },
            { label: "برچسب‌ها", content: <TagsPanel /> },
          ]}
        />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
