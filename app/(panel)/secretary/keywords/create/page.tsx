import type { Metadata } from "next";
import { CODE_READERS_HREF } from "@/components/secretaries/keywords/shared/code-reader-links";
import { CreateCodeReaderEditor } from "@/components/secretaries/keywords/reader/code-reader-editors";
import { PageWrapper } from "@/components/layout/page-wrapper";

export const metadata: Metadata = { title: "کدخوان جدید" };

/** A new code reader (spec §2 `/secretary/keywords/create`): a product's codes checked by SMS. */
export default function CreateCodeReaderPage() {
  return (
    <PageWrapper
      title="کدخوان جدید"
      description="خط دریافت، فایل کدها و پاسخ‌ها را وارد کنید؛ هر کدی که خریدار به خط بفرستد، درست، تکراری یا نادرست پاسخ می‌گیرد."
      backNavigate={CODE_READERS_HREF}
    >
      <CreateCodeReaderEditor />
    </PageWrapper>
  );
}
