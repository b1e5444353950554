import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { DashboardHome } from "./_components/dashboard-home";

export const metadata: Metadata = { title: "خانه" };

/** Home (spec §2): banners, quick access and news. */
export default function DashboardPage() {
  return (
    <PageWrapper title="خانه" suppressedShowBackIcon>
      <DashboardHome />
    </PageWrapper>
  );
}
