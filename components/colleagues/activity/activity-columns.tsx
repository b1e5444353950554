import { PrefetchLink } from "@/components/layout/prefetch-link";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import { ACTIVITY_KIND_TITLES, type Activity } from "@/lib/contract/activity-log";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { safeNextPath } from "@/lib/navigation/safe-next";
import { memberLabel } from "./activity-filters";

/** The entry's page, when it names one of this site's pages (an answer is never trusted to lead elsewhere). */
const pageOf = (link: string | null) => (link !== null && safeNextPath(link) === link ? link : null);

/** What was done, leading to the object it was done to when it has a page. */
function WhatWasDone({ row }: { row: Activity }) {
  const href = pageOf(row.link);
  if (!href) return <span>{row.text}</span>;
  return (
    <PrefetchLink href={href} className="text-primary underline-offset-4 hover:underline">
      {row.text}
    </PrefetchLink>
  );
}

const WHEN: DataTableColumn<Activity> = {
  key: "when",
  header: "زمان",
  cell: (row) => formatJalaliDateTime(row.created_at),
  className: "whitespace-nowrap",
};
const MEMBER: DataTableColumn<Activity> = {
  key: "member",
  header: "عضو",
  cell: (row) => memberLabel(row.member_name, row.by_owner),
};
const REST: DataTableColumn<Activity>[] = [
  { key: "kind", header: "نوع فعالیت", cell: (row) => ACTIVITY_KIND_TITLES[row.kind], className: "whitespace-nowrap" },
  { key: "what", header: "شرح", cell: (row) => <WhatWasDone row={row} /> },
  {
    key: "address",
    header: "نشانی IP",
    cell: (row) => (row.client_address ? <LatinText>{row.client_address}</LatinText> : "نامعلوم"),
  },
];

/** When, who (left out on one member's own page), what kind, what was done, and from which address. */
export const activityColumns = ({ withMember }: { withMember: boolean }): DataTableColumn<Activity>[] =>
  withMember ? [WHEN, MEMBER, ...REST] : [WHEN, ...REST];
