import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { SendReportView } from "@/components/reports/send-report/send-report-view";

export const metadata: Metadata = { title: "گزارش ارسال" };

/** One send's report (spec §2 `/reports/{id}`); anything but a send id is not a page. */
export default async function SendReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,19}$/.test(id)) notFound();
  return (
    <PageWrapper title="گزارش ارسال" backNavigate="/reports">
      <SendReportView id={id} />
    </PageWrapper>
  );
}
