import type { ReactNode } from "react";
import { LatinText } from "@/components/ui/latin-text";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import type { ColleagueDetail } from "@/lib/contract/colleagues";
import { colleagueName } from "../shared/colleague-name";
import { ColleagueStateBadge } from "../shared/colleague-state-badge";
import { LastActivity } from "../shared/last-activity";
import { JalaliDateTime } from "../shared/jalali-date-time";
import { DetailSection } from "./detail-section";

const TWO_STEP_TITLES: Record<string, string> = {
  off: "خاموش",
  sms: "روشن، با پیامک",
  ga: "روشن، با اپلیکیشن",
};

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Who the colleague is and where they stand: state, role, two-step, and the dates of their invitation and use. */
export function ColleagueSummary({ colleague, actions }: { colleague: ColleagueDetail; actions: ReactNode }) {
  return (
    <DetailSection id="colleague-title" title={colleagueName(colleague)} aside={actions}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Item term="وضعیت">
          <ColleagueStateBadge state={colleague.state} />
        </Item>
        <Item term="نام کاربری">
          <LatinText>{colleague.username}</LatinText>
        </Item>
        <Item term="شمارهٔ موبایل">
          <MobileNumber value={colleague.mobile} />
        </Item>
        <Item term="سطح دسترسی">{colleague.role_title}</Item>
        <Item term="ورود دومرحله‌ای">{TWO_STEP_TITLES[colleague.two_step] ?? TWO_STEP_TITLES.off}</Item>
        <Item term="تاریخ دعوت">
          <JalaliDateTime value={colleague.created_at} />
        </Item>
        <Item term="نخستین ورود">
          {colleague.first_sign_in_at ? <JalaliDateTime value={colleague.first_sign_in_at} /> : "هنوز وارد نشده"}
        </Item>
        <Item term="آخرین فعالیت">
          <LastActivity at={colleague.last_activity_at ?? colleague.first_sign_in_at} />
        </Item>
      </dl>
    </DetailSection>
  );
}
