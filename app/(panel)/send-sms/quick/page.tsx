import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { QuickSendForm } from "@/components/send/quick/quick-send-form";

export const metadata: Metadata = { title: "ارسال سریع" };

export default function QuickSendPage() {
  return (
    <PageWrapper
      title="ارسال سریع"
      description="شماره‌ها را وارد یا جای‌گذاری کنید، متن را بنویسید و هزینه را پیش از ارسال ببینید."
    >
      <QuickSendForm />
    </PageWrapper>
  );
}
