import { MobileNumber } from "@/components/ui/list/mobile-number";
import type { ReactNode } from "react";
import { LatinText } from "@/components/ui/latin-text";
import { USER_TYPE_TITLES, type Profile } from "@/lib/contract/profile";
import { Allowed } from "@/components/layout/allowed";
import { LogoEditor } from "./logo-editor";
import { SectionCard } from "./section-card";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Who the account is: its logo, name, username, mobile (changed on its own screen) and user type. */
export function AccountSummary({ profile }: { profile: Profile }) {
  return (
    <SectionCard id="account-title" title="اطلاعات حساب">
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <Allowed rule="profile.edit">
          <LogoEditor profile={profile} />
        </Allowed>
        <dl className="grid flex-1 gap-4 sm:grid-cols-2">
          <Item term="نام">{profile.name?.trim() || "ثبت نشده"}</Item>
          <Item term="نام کاربری">
            <LatinText>{profile.user_name}</LatinText>
          </Item>
          <Item term="شمارهٔ موبایل">
            <MobileNumber value={profile.mobile} />
          </Item>
          <Item term="نوع کاربری">{USER_TYPE_TITLES[profile.personal.user_type]}</Item>
        </dl>
      </div>
    </SectionCard>
  );
}
