"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import { REQUEST_KINDS } from "@/lib/support/request-kinds";
import { PendingFeedbackCard } from "./pending-feedback-card";
import { RequestList } from "./request-list";

const TABS = [
  { label: REQUEST_KINDS.ticket.listTitle, content: <RequestList type="ticket" /> },
  { label: REQUEST_KINDS.suggestion.listTitle, content: <RequestList type="suggestion" /> },
];

/** /support: the feedback a closed request still waits for, then tickets and suggestion requests, each a tab (`?tab=`). */
export function SupportHome() {
  return (
    <div className="flex flex-col gap-4">
      <PendingFeedbackCard />
      <QueryTabs tabs={TABS} label="درخواست‌ها" />
    </div>
  );
}
