"use client";

import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { useTabIndex } from "@/lib/url-state/use-tab-index";

interface QueryTab {
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface QueryTabsProps {
  tabs: readonly QueryTab[];
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
}

/**
 * Tabs whose active index lives in `?tab=` (spec §2), so a link or a reload opens the same tab. The
 * first tab is the default and keeps the URL clean; switching replaces the history entry and sends
 * the list back to page 1. Arrow keys, Home and End move between tabs (mirrored in RTL by Radix).
 */
export function QueryTabs({ tabs, label, className = "" }: QueryTabsProps) {
  const [index, setIndex] = useTabIndex(tabs.length);
  const active = tabs[index]?.disabled ? 0 : index;
  return (
    <Tabs.Root
      value={String(active)}
      onValueChange={(value) => setIndex(Number(value))}
      className={`flex flex-col ${className}`}
    >
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab, i) => (
          <Tabs.Trigger
            // The index is the tab's identity: it is what the URL holds.
            key={i}
            value={String(i)}
            disabled={tab.disabled}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab, i) => (
        <Tabs.Content key={i} value={String(i)} className="pt-4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
