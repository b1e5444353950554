"use client";

import { PagesStrip } from "@/components/layout/pages-strip";
import { PROFILE_DESKTOP_PAGES } from "./profile-screens";

/** On a desktop, the profile's pages the member may open, side by side above each of them; a phone reaches them from /profile's menu. */
export function ProfilePagesNav() {
  return <PagesStrip label="صفحه‌های پروفایل" pages={PROFILE_DESKTOP_PAGES} className="hidden md:block" />;
}
