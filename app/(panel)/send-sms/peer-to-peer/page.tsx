import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PeerToPeerSendForm } from "@/components/send/peer-to-peer/peer-to-peer-send-form";

export const metadata: Metadata = { title: "ارسال نظیر به نظیر" };

export default function PeerToPeerSendPage() {
  return (
    <PageWrapper
      title="ارسال نظیر به نظیر"
      description="هر ردیف فایل اکسل یک پیام و یک شماره موبایل دارد و هر گیرنده متن خودش را دریافت می‌کند."
    >
      <PeerToPeerSendForm />
    </PageWrapper>
  );
}
