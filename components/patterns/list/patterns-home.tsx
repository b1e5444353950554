"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import { MyPatternList } from "./my-pattern-list";
import { SystemicPatternList } from "./systemic-pattern-list";

const TABS = [
  { label: "الگوهای من", content: <MyPatternList /> },
  { label: "الگوهای سامانه", content: <SystemicPatternList /> },
];

/** /pattern: the account's patterns and the provider's systemic ones, each a tab (`?tab=`). */
export function PatternsHome() {
  return <QueryTabs tabs={TABS} label="الگوها" />;
}
