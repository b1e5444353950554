import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { KeywordSendForm } from "@/components/send/keyword/keyword-send-form";

export const metadata: Metadata = { title: "ارسال کلمه کلیدی" };

export default function KeywordSendPage() {
  return (
    <PageWrapper
      title="ارسال کلمه کلیدی"
      description="یک متن با جای‌نما برای همه؛ هر گیرنده آن را با مقدارهای ردیف خودش در فایل (نام، مبلغ، کد و…) دریافت می‌کند."
    >
      <KeywordSendForm />
    </PageWrapper>
  );
}
