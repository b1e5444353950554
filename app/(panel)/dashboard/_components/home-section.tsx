import type { ReactNode } from "react";
import type { PanelIconName } from "@/lib/ui/panel-icon-names";
import { PanelIcon } from "@/components/ui/panel-icon";

/** A titled card of the home page. */
export function HomeSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: PanelIconName;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 md:p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-base font-bold">
        <PanelIcon name={icon} className="size-5 text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}
