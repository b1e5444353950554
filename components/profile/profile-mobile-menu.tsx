import { AreaMenu } from "@/components/layout/area-menu";
import { PROFILE_MOBILE_SCREENS } from "./profile-screens";

/** /profile on a phone: one entry per screen. */
export function ProfileMobileMenu() {
  return <AreaMenu label="بخش‌های پروفایل" items={PROFILE_MOBILE_SCREENS} />;
}
