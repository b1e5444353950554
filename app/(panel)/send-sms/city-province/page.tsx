import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { CityProvinceForm } from "@/components/send/city-province/city-province-form";

export const metadata: Metadata = { title: "ارسال شهری و استانی" };

export default function CityProvinceSendPage() {
  return (
    <PageWrapper
      title="ارسال شهری و استانی"
      description="به شماره‌های بانک بر پایهٔ استان، شهرستان، شهر، جنسیت و سال تولد؛ دست‌کم ۵٬۰۰۰ گیرنده."
    >
      <CityProvinceForm />
    </PageWrapper>
  );
}
