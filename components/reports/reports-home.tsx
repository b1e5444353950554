"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import type { ReportListKind } from "@/lib/api/report";
import { ReportList } from "./report-list";
import { REPORT_LISTS } from "./report-lists";

const LABELS: Record<ReportListKind, string> = {
  new: "ارسال‌های اخیر",
  systemic: "ارسال‌های سیستمی",
  archive: "بایگانی",
};

const TABS = REPORT_LISTS.map((kind) => ({ label: LABELS[kind], content: <ReportList kind={kind} /> }));

/** /reports: the sends of the last 30 days, those the panel sent for the user, and the archive, each a tab (`?tab=`). */
export function ReportsHome() {
  return <QueryTabs tabs={TABS} label="فهرست‌های گزارش" />;
}
