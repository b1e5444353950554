import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { KeywordSendTabs } from "@/components/send/keyword/keyword-send-tabs";

export const metadata: Metadata = { title: "ارسال کلمه کلیدی" };

export default function KeywordSendPage() {
  return (
    <PageWrapper
      title="ارسال کلمه کلیدی"
      description="یک متن با جای‌نما برای همه؛ هر گیرنده آن را با مقدارهای خودش (ردیف فایل یا فیلدهای مخاطب: نام، مبلغ، کد و…) دریافت می‌کند."
    >
      <KeywordSendTabs />
    </PageWrapper>
  );
}
