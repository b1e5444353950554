"use client";

import dynamic from "next/dynamic";
import { hydratingPart } from "@/components/layout/hydrating-part";
import type { ReactNode } from "react";
import { QueryTabs } from "@/components/ui/query-tabs";
import { Skeleton } from "@/components/ui/skeleton";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { ContactsMobileMenu } from "./contacts-mobile-menu";
import { CONTACTS_TABS } from "./contacts-tabs";
import { ContactsWorkspace } from "./contacts-workspace";

// The other tabs' code arrives when one is first opened (or is the tab a link opens on).
const loading = () => <Skeleton className="h-96 w-full rounded-2xl" />;
const FeaturesPanel = dynamic(
  () => import("./features/features-panel").then((module) => hydratingPart(module.FeaturesPanel)),
  {
    loading,
  },
);
const TagsPanel = dynamic(() => import("./tags/tags-panel").then((module) => hydratingPart(module.TagsPanel)), {
  loading,
});
const BlacklistPanel = dynamic(
  () => import("./blacklist/blacklist-panel").then((module) => hydratingPart(module.BlacklistPanel)),
  {
    loading,
  },
);
const Cancel11Panel = dynamic(
  () => import("./cancel11/cancel11-panel").then((module) => hydratingPart(module.Cancel11Panel)),
  {
    loading,
  },
);

const TABS: Record<(typeof CONTACTS_TABS)[number], { label: string; content: ReactNode }> = {
  workspace: { label: "مخاطبان و گروه‌ها", content: <ContactsWorkspace /> },
  features: { label: "ویژگی‌های بیشتر", content: <FeaturesPanel /> },
  tags: { label: "برچسب‌ها", content: <TagsPanel /> },
  blacklist: { label: "فهرست سیاه", content: <BlacklistPanel /> },
  cancel11: { label: "لغو۱۱", content: <Cancel11Panel /> },
};

const DESKTOP_TABS = CONTACTS_TABS.map((tab) => TABS[tab]);

/**
 * /contacts: on desktop the phonebooks and their contacts side by side, with the custom features,
 * tags, blacklists and cancel11 list in their own tabs (`?tab=`); below 768 px, a menu of the
 * phone's contact screens.
 */
export function ContactsHome() {
  return useIsMobile() ? <ContactsMobileMenu /> : <QueryTabs tabs={DESKTOP_TABS} label="بخش‌های مخاطبان" />;
}
