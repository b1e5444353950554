import type { PanelIconName } from "@/lib/ui/panel-icon-names";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";

export interface AreaMenuItem {
  href: string;
  title: string;
  description: string;
  icon: PanelIconName;
}

/** An area's screens on a phone, one card each (contacts, profile). */
export function AreaMenu({ label, items }: { label: string; items: readonly AreaMenuItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.href}>
            <PrefetchLink
              href={item.href}
              className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-primary-soft"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <PanelIcon name={item.icon} className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-bold">{item.title}</span>
                <span className="text-sm leading-6 text-muted">{item.description}</span>
              </span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
