import { PrefetchLink } from "@/components/layout/prefetch-link";
import { LatinText } from "@/components/ui/latin-text";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import type { DataTableColumn } from "@/components/ui/table";
import type { ColleagueAction } from "@/lib/api/colleagues";
import type { Colleague } from "@/lib/contract/colleagues";
import { colleagueHref } from "../shared/colleague-links";
import { colleagueName } from "../shared/colleague-name";
import { ColleagueStateBadge } from "../shared/colleague-state-badge";
import { LastActivity } from "../shared/last-activity";
import { StateActions } from "../shared/state-actions";

const NOWRAP = "whitespace-nowrap";

/** Name (leading to the colleague's page), mobile, username, role, state, last activity, and the state actions. */
export function colleagueColumns(
  onAction: (action: ColleagueAction, colleague: Colleague) => void,
): DataTableColumn<Colleague>[] {
  return [
    {
      key: "name",
      header: "نام و نام خانوادگی",
      cell: (c) => (
        <PrefetchLink
          href={colleagueHref(c.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {colleagueName(c)}
        </PrefetchLink>
      ),
    },
    { key: "mobile", header: "موبایل", cell: (c) => <MobileNumber value={c.mobile} />, className: NOWRAP },
    { key: "username", header: "نام کاربری", cell: (c) => <LatinText>{c.username}</LatinText>, className: NOWRAP },
    { key: "role", header: "سطح دسترسی", cell: (c) => c.role_title },
    { key: "state", header: "وضعیت", cell: (c) => <ColleagueStateBadge state={c.state} />, className: NOWRAP },
    {
      key: "activity",
      header: "آخرین فعالیت",
      // A colleague who signed in and did nothing since was last seen signing in.
      cell: (c) => <LastActivity at={c.last_activity_at ?? c.first_sign_in_at} />,
      className: NOWRAP,
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (c) => <StateActions state={c.state} name={colleagueName(c)} onAction={(action) => onAction(action, c)} />,
      className: "text-end",
    },
  ];
}
