import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PostalCodeForm } from "@/components/send/postal-code/postal-code-form";

export const metadata: Metadata = { title: "ارسال با کد پستی" };

export default function PostalCodeSendPage() {
  return (
    <PageWrapper
      title="ارسال با کد پستی"
      description="به شماره‌های بانک در محدوده‌هایی که کد پستی‌شان با این ارقام آغاز می‌شود؛ دست‌کم ۵٬۰۰۰ گیرنده."
    >
      <PostalCodeForm />
    </PageWrapper>
  );
}
