"use client";

import dynamic from "next/dynamic";
import { hydratingPart } from "@/components/layout/hydrating-part";
import { QueryTabs } from "@/components/ui/query-tabs";
import { Skeleton } from "@/components/ui/skeleton";
import { ColleaguesPanel } from "./list/colleagues-panel";

// The roles' and the log's code is their own: the server renders the open tab and its code loads
// beside the page; another tab's loads when first opened.
const loading = () => <Skeleton className="h-96 w-full rounded-2xl" />;
const RoleList = dynamic(() => import("./roles/role-list").then((module) => hydratingPart(module.RoleList)), {
  loading,
});
const ActivityLog = dynamic(
  () => import("./activity/activity-log").then((module) => hydratingPart(module.ActivityLog)),
  {
    loading,
  },
);

const TABS = [
  { label: "همکاران", content: <ColleaguesPanel /> },
  { label: "سطوح دسترسی", content: <RoleList /> },
  { label: "فعالیت‌ها", content: <ActivityLog /> },
];

/** /colleagues: the colleagues, the access roles and the account's activity log, each a tab (`?tab=`). */
export function ColleaguesHome() {
  return <QueryTabs tabs={TABS} label="بخش‌های همکاران" />;
}
