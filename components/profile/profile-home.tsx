"use client";

import dynamic from "next/dynamic";
import { hydratingPart } from "@/components/layout/hydrating-part";
import { QueryTabs } from "@/components/ui/query-tabs";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccess } from "@/lib/auth/access-context";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { ProfileMobileMenu } from "./profile-mobile-menu";

// Each tab's code is its own: a phone's menu needs none of it; a desktop server-renders the open
// tab and loads its code beside the page, and the others' when first opened.
const loading = () => <Skeleton className="h-96 w-full rounded-2xl" />;
const AccountSections = dynamic(
  () => import("./account/account-sections").then((module) => hydratingPart(module.AccountSections)),
  {
    loading,
  },
);
const DocumentsSection = dynamic(
  () => import("./documents/documents-section").then((module) => hydratingPart(module.DocumentsSection)),
  { loading },
);
const PhoneChangeSection = dynamic(
  () => import("./phone-change/phone-change-section").then((module) => hydratingPart(module.PhoneChangeSection)),
  { loading },
);

// Each tab is asked for as the phone's page of the same part is (documents and the phone are the owner's).
const DESKTOP_TABS = [
  { label: "اطلاعات حساب", page: "/profile/account-info", content: <AccountSections /> },
  { label: "مدارک", page: "/profile/documents", content: <DocumentsSection /> },
  { label: "تغییر شماره موبایل", page: "/profile/change-phone-number", content: <PhoneChangeSection /> },
];

/**
 * /profile: on a desktop the account's sections, its documents and the phone change in tabs
 * (`?tab=`); below 768 px, a menu of the profile's screens, each on its own page.
 */
export function ProfileHome() {
  const mobile = useIsMobile();
  const { canOpen } = useAccess();
  if (mobile) return <ProfileMobileMenu />;
  const tabs = DESKTOP_TABS.filter((tab) => canOpen(tab.page));
  return <QueryTabs tabs={tabs} label="بخش‌های حساب کاربری" />;
}
