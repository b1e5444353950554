import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ContactDetails } from "@/components/support/contact/contact-details";
import { FaqSection } from "@/components/support/contact/faq-section";
import { contactInfoQuery, faqCategoriesQuery, faqListQuery } from "@/lib/api/queries/support-faq-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { FaqCategory } from "@/lib/contract/support-faq";

export const metadata: Metadata = { title: "اطلاعات تماس" };

/**
 * The provider's contact information and its FAQ (spec §2 `/support/contact-info`), every member's
 * to read: the details, the categories and the first category's questions are read on the server.
 */
export default async function ContactInfoPage() {
  const firstCategory = (categories: FaqCategory[]) =>
    categories[0] ? faqListQuery({ categoryId: categories[0].id }) : null;
  const state = await prefetchQueries(liveToken(await getSession()), [
    contactInfoQuery,
    faqCategoriesQuery,
    { kind: "after", first: faqCategoriesQuery, then: firstCategory },
  ]);
  return (
    <PageWrapper title="اطلاعات تماس" description="راه‌های تماس با پشتیبانی و پاسخ پرسش‌های متداول.">
      <HydrationBoundary state={state}>
        <div className="flex flex-col gap-6">
          <ContactDetails />
          <FaqSection />
        </div>
      </HydrationBoundary>
    </PageWrapper>
  );
}
