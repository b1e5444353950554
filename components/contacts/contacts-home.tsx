"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { BlacklistPanel } from "./blacklist/blacklist-panel";
import { Cancel11Panel } from "./cancel11/cancel11-panel";
import { ContactsMobileMenu } from "./contacts-mobile-menu";
import { ContactsWorkspace } from "./contacts-workspace";
import { FeaturesPanel } from "./features/features-panel";
import { TagsPanel } from "./tags/tags-panel";

const DESKTOP_TABS = [
  { label: "مخاطبان و گروه‌ها", content: <ContactsWorkspace /> },
  { label: "ویژگی‌های بیشتر", content: <FeaturesPanel /> },
  { label: "برچسب‌ها", content: <TagsPanel /> },
  { label: "فهرست سیاه", content: <BlacklistPanel /> },
  { label: "لغو۱۱", content: <Cancel11Panel /> },
];

/**
 * /contacts: on desktop the phonebooks and their contacts side by side, with the custom features,
 * tags, blacklists and cancel11 list in their own tabs (`?tab=`); below 768 px, a menu of the
 * phone's contact screens.
 */
export function ContactsHome() {
  return useIsMobile() ? <ContactsMobileMenu /> : <QueryTabs tabs={DESKTOP_TABS} label="بخش‌های مخاطبان" />;
}
