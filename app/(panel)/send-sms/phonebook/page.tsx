import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PhonebookSendForm } from "@/components/send/phonebook/phonebook-send-form";

export const metadata: Metadata = { title: "ارسال به دفترچه تلفن" };

export default function PhonebookSendPage() {
  return (
    <PageWrapper
      title="ارسال به دفترچه تلفن"
      description="یک متن برای همهٔ مخاطبان یک یا چند دفترچه؛ شماره‌ای که در چند دفترچه هست یک بار پیامک می‌گیرد."
    >
      <PhonebookSendForm />
    </PageWrapper>
  );
}
