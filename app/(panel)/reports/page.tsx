import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ReportsHome } from "@/components/reports/reports-home";

export const metadata: Metadata = { title: "گزارش‌ها" };

/** Reports of sends (spec §2 /reports): the last 30 days, the systemic sends and the archive. */
export default function ReportsPage() {
  return (
    <PageWrapper
      title="گزارش‌ها"
      description="ارسال‌های ۳۰ روز اخیر؛ ارسال‌های قدیمی‌تر در بایگانی است."
      suppressedShowBackIcon
    >
      <ReportsHome />
    </PageWrapper>
  );
}
