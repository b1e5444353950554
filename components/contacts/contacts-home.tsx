"use client";

import type { ReactNode } from "react";
import { QueryTabs } from "@/components/ui/query-tabs";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { BlacklistPanel } from "./blacklist/blacklist-panel";
import { Cancel11Panel } from "./cancel11/cancel11-panel";
import { ContactsMobileMenu } from "./contacts-mobile-menu";
import { CONTACTS_TABS } from "./contacts-tabs";
import { ContactsWorkspace } from "./contacts-workspace";
import { FeaturesPanel } from "./features/features-panel";
import { TagsPanel } from "./tags/tags-panel";

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
