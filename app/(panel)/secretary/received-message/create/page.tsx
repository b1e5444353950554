import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { CreateSecretaryEditor } from "@/components/secretaries/form/secretary-editors";
import { SECRETARIES_HREF } from "@/components/secretaries/shared/secretary-links";

export const metadata: Metadata = { title: "منشی جدید" };

/** A new secretary (spec §2 `/secretary/received-message/create`): a line that answers received SMS by itself. */
export default function CreateSecretaryPage() {
  return (
    <PageWrapper
      title="منشی جدید"
      description="خطی که پیامک دریافت می‌کند، نوع کار و متن پاسخ‌ها را انتخاب کنید؛ پاسخ‌ها از خط ارسال و از اعتبار شما فرستاده می‌شوند."
      backNavigate={SECRETARIES_HREF}
    >
      <CreateSecretaryEditor />
    </PageWrapper>
  );
}
