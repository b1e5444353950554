import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ArchiveReportView } from "@/components/reports/send-report/archive-report-view";

export const metadata: Metadata = { title: "گزارش ارسال بایگانی‌شده" };

/** An archived send's report (spec §2 `/reports/archive-details/{id}`). */
export default async function ArchivedSendReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,19}$/.test(id)) notFound();
  return (
    <PageWrapper title="گزارش ارسال بایگانی‌شده" backNavigate="/reports?tab=2">
      <ArchiveReportView id={id} />
    </PageWrapper>
  );
}
