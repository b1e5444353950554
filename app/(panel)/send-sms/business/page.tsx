import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { BusinessSendForm } from "@/components/send/business/business-send-form";

export const metadata: Metadata = { title: "ارسال به مشاغل" };

export default function BusinessSendPage() {
  return (
    <PageWrapper
      title="ارسال به مشاغل"
      description="به شماره‌های صاحبان مشاغل بر پایهٔ صنف و زیرصنف، از هر اپراتور به تعداد دلخواه؛ دست‌کم ۵٬۰۰۰ گیرنده."
    >
      <BusinessSendForm />
    </PageWrapper>
  );
}
