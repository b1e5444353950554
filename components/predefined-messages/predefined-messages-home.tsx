"use client";

import { useRouter } from "next/navigation";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DraftsPanel } from "./drafts-panel";
import { GroupList } from "./group-list";
import { PREDEFINED_MESSAGES_HREF } from "./paths";
import { PhoneGroups } from "./phone-groups";
import { PhoneGroupTitle } from "./phone-group-title";
import { useSelectedGroupId } from "./use-selected-group";

/**
 * Predefined messages (spec §2): on desktop the groups and the chosen group's messages side by
 * side, the address following the choice (`/predefined-messages/{id}`); on a phone the groups on
 * /predefined-messages and each group's messages on a page of its own.
 */
export function PredefinedMessagesHome() {
  const mobile = useIsMobile();
  const router = useRouter();
  const [groupId, select] = useSelectedGroupId();

  if (mobile) {
    if (groupId === null) return <PhoneGroups />;
    return (
      <>
        <PhoneGroupTitle groupId={groupId} />
        <DraftsPanel
          key={groupId}
          groupId={groupId}
          onGroupGone={() => router.replace(PREDEFINED_MESSAGES_HREF)}
          backToGroups={
            <PrefetchLink href={PREDEFINED_MESSAGES_HREF} className="text-sm font-medium text-primary">
              بازگشت به گروه‌ها
            </PrefetchLink>
          }
        />
      </>
    );
  }
  return (
    <div className="grid items-start gap-4 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
      <GroupList selectedId={groupId} onSelect={select} />
      <DraftsPanel
        key={groupId ?? "all"}
        groupId={groupId}
        onGroupGone={() => select(null)}
        backToGroups={
          <Button size="md" variant="secondary" onClick={() => select(null)}>
            نمایش همهٔ پیام‌ها
          </Button>
        }
      />
    </div>
  );
}
