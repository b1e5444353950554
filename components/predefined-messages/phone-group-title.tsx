"use client";

import { useEffect } from "react";
import { useMobileLayout } from "@/components/layout/mobile-layout";
import { useDraftGroups } from "@/lib/api/drafts";

/** A phone's group page names the group in its top bar once the groups have come. */
export function PhoneGroupTitle({ groupId }: { groupId: number }) {
  const { setMobileLayout } = useMobileLayout();
  const title = useDraftGroups().data?.find((group) => group.draft_group_id === groupId)?.title;
  useEffect(() => {
    if (title) setMobileLayout({ title });
  }, [title, setMobileLayout]);
  return null;
}
