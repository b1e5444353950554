import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { FileSendForm } from "@/components/send/file/file-send-form";

export const metadata: Metadata = { title: "ارسال از فایل" };

export default function FileSendPage() {
  return (
    <PageWrapper
      title="ارسال از فایل"
      description="شماره‌ها را از فایل txt، csv یا xlsx بخوانید؛ فایل در همین مرورگر بررسی و گزارشش پیش از ارسال نمایش داده می‌شود."
    >
      <FileSendForm />
    </PageWrapper>
  );
}
