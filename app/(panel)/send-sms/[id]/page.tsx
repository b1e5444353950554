import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { SendSuccess } from "@/components/send/success/send-success";

export const metadata: Metadata = { title: "ارسال ثبت شد" };

/** After a send (spec §2 `/send-sms/{id}`); anything but a send id is not a page. */
export default async function SendSuccessPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,19}$/.test(id)) notFound();
  return (
    <PageWrapper title="نتیجهٔ ارسال" backNavigate="/send-sms">
      <SendSuccess id={id} />
    </PageWrapper>
  );
}
