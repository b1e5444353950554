import { CreditBadge } from "./credit-badge";
import { InboxHeaderLink } from "./inbox-header-link";
import { LiveStatusIndicator } from "./live-status-indicator";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";
import { ProfileMenu } from "./profile-menu";
import { ThemeToggle } from "./theme-toggle";

export interface HeaderProps {
  name: string;
  userName: string;
}

/** The top bar of every panel page (spec §2): who is signed in, the credit, top-up, theme and profile. */
export function Header({ name, userName }: HeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 md:h-16 md:gap-3 md:px-6">
      <div className="hidden min-w-0 flex-col md:flex">
        <span className="truncate text-sm font-bold">{name}</span>
        <span dir="ltr" className="latin truncate text-end text-xs text-muted">
          {userName}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-start gap-2 md:justify-end md:gap-3">
        <LiveStatusIndicator />
        <CreditBadge />
        <PrefetchLink
          href="/wallet/credit"
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary-hover"
        >
          <PanelIcon name="plus" className="size-4" />
          <span className="sr-only sm:not-sr-only">افزایش اعتبار</span>
        </PrefetchLink>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <InboxHeaderLink className="md:hidden" />
        <ThemeToggle />
        <ProfileMenu name={name} userName={userName} />
      </div>
    </header>
  );
}
