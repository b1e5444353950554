import { PanelIcon } from "@/components/ui/panel-icon";
import { isPanelIconName } from "@/lib/ui/panel-icon-names";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import type { QuickAccess } from "@/lib/contract/home";

/** The upstream's keys (send, phonebook, report, contacts, wallet, ticket, pattern, key) are panel icons; others get a neutral one. */
const iconFor = (key: string) => (isPanelIconName(key) ? key : "grid");

/** One shortcut: its icon (by the upstream's `icon` key) and title, linking to its panel path. */
export function QuickAccessTile({ item }: { item: QuickAccess }) {
  return (
    <PrefetchLink
      href={item.link}
      className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface px-2 py-3 text-center transition-colors hover:border-primary hover:bg-primary-soft"
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
        <PanelIcon name={iconFor(item.icon)} className="size-5" />
      </span>
      <span className="line-clamp-2 text-xs leading-5 font-medium md:text-sm">{item.title}</span>
    </PrefetchLink>
  );
}
