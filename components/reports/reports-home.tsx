"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import { ReportList } from "./report-list";

const TABS = [
  { label: "ارسال‌های اخیر", content: <ReportList kind="new" /> },
  { label: "ارسال‌های سیستمی", content: <ReportList kind="systemic" /> },
  { label: "بایگانی", content: <ReportList kind="archive" /> },
];

/** /reports: the sends of the last 30 days, those the panel sent for the user, and the archive, each a tab (`?tab=`). */
export function ReportsHome() {
  return <QueryTabs tabs={TABS} label="فهرست‌های گزارش" />;
}
