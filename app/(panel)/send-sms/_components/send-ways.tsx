"use client";

import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useAccess } from "@/lib/auth/access-context";
import { readySendWays } from "@/lib/send/send-ways";

/** A card for each way of sending that works and the member's role allows, leading to its screen. */
export function SendWays() {
  const { access } = useAccess();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {readySendWays(access).map((way) => (
        <li key={way.id}>
          <PrefetchLink
            href={way.path}
            className="flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-primary-soft"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <PanelIcon name={way.icon} className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-bold">{way.title}</span>
              <span className="text-sm leading-6 text-muted">{way.description}</span>
            </span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
