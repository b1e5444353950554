import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PhoneChangeSection } from "@/components/profile/phone-change/phone-change-section";

export const metadata: Metadata = { title: "تغییر شماره موبایل" };

/** Phones only (a desktop has it as /profile's third tab): the four steps of a mobile number change. */
export default function ChangePhoneNumberPage() {
  return (
    <MobileOnlyGuard>
      <PageWrapper title="تغییر شماره موبایل" backNavigate="/profile">
        <PhoneChangeSection />
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
