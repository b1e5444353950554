"use client";

import { AreaMenu } from "@/components/layout/area-menu";
import { useAccess } from "@/lib/auth/access-context";
import { PROFILE_MOBILE_SCREENS } from "./profile-screens";

/** /profile on a phone: one entry per screen the member may open. */
export function ProfileMobileMenu() {
  const { canOpen } = useAccess();
  return <AreaMenu label="بخش‌های پروفایل" items={PROFILE_MOBILE_SCREENS.filter((item) => canOpen(item.href))} />;
}
