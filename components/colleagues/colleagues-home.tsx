"use client";

import { ActivityLog } from "@/components/colleagues/activity/activity-log";
import { QueryTabs } from "@/components/ui/query-tabs";
import { ColleaguesPanel } from "./list/colleagues-panel";
import { RoleList } from "./roles/role-list";

const TABS = [
  { label: "همکاران", content: <ColleaguesPanel /> },
  { label: "سطوح دسترسی", content: <RoleList /> },
  { label: "فعالیت‌ها", content: <ActivityLog /> },
];

/** /colleagues: the colleagues, the access roles and the account's activity log, each a tab (`?tab=`). */
export function ColleaguesHome() {
  return <QueryTabs tabs={TABS} label="بخش‌های همکاران" />;
}
