"use client";

import { DataTable } from "@/components/ui/table";
import { useActivityMembers, type ActivityMember } from "@/lib/api/activity-log";
import { activityColumns } from "./activity-columns";
import { ActivityList } from "./activity-list";
import { MembersLoadError } from "./members-load-error";

const NO_MEMBERS: readonly ActivityMember[] = [];
const LOADING_COLUMNS = activityColumns({ withMember: true });

/**
 * The account's activity log (who did what, when, from where), or one member's when `memberId` is
 * given. The member filter offers the owner and the colleagues, so the account's log waits for them
 * (or for knowing they failed), keeping a member named in the link.
 */
export function ActivityLog({ memberId }: { memberId?: number }) {
  const members = useActivityMembers({ enabled: memberId === undefined });
  if (memberId !== undefined) return <ActivityList memberId={memberId} members={NO_MEMBERS} />;
  return (
    <div className="flex flex-col gap-3">
      <MembersLoadError members={members} />
      {members.isPending ? (
        <DataTable
          caption="فعالیت‌های اعضای حساب"
          columns={LOADING_COLUMNS}
          getRowKey={() => ""}
          rows={undefined}
          loading
        />
      ) : (
        <ActivityList key={members.data ? "with-members" : "without-members"} members={members.data ?? NO_MEMBERS} />
      )}
    </div>
  );
}
