import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { CreatePatternEditor } from "@/components/patterns/editor/pattern-editors";
import { PATTERNS_HREF } from "@/components/patterns/list/pattern-links";

export const metadata: Metadata = { title: "الگوی جدید" };

/** A new pattern (spec §2 `/pattern/create`): its text with variables, reviewed once by the provider. */
export default function CreatePatternPage() {
  return (
    <PageWrapper
      title="الگوی جدید"
      description="متن الگو باید نام کسب‌وکار شما را داشته باشد. پس از ثبت، کارشناسان آن را بررسی می‌کنند و پس از تأیید، با کدش پیامک می‌فرستید."
      backNavigate={PATTERNS_HREF}
    >
      <CreatePatternEditor />
    </PageWrapper>
  );
}
