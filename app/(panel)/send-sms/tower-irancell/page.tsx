import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { TowerSendForm } from "@/components/send/tower/tower-send-form";

export const metadata: Metadata = { title: "ارسال دکل ایرانسل" };

export default function TowerIrancellSendPage() {
  return (
    <PageWrapper
      title="ارسال دکل ایرانسل"
      description="به مشترکان ایرانسل در پوشش دکل‌هایی که در استان، شهرستان یا شهر انتخاب می‌کنید؛ دست‌کم ۵٬۰۰۰ گیرنده."
    >
      <TowerSendForm />
    </PageWrapper>
  );
}
