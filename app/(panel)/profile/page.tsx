import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ProfileHome } from "@/components/profile/profile-home";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";

export const metadata: Metadata = { title: "پروفایل" };

/** The profile (spec §2): the account's sections on a desktop, a menu of its screens on a phone. */
export default function ProfilePage() {
  return (
    <PageWrapper title="پروفایل" description="اطلاعات حساب، مدارک و شمارهٔ موبایل خود را مدیریت کنید.">
      <ProfilePagesNav />
      <ProfileHome />
    </PageWrapper>
  );
}
