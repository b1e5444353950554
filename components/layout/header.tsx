import { TOP_UP_RULE } from "@/lib/navigation/page-access";
import { Allowed } from "./allowed";
import { CreditBadge } from "./credit-badge";
import { InboxHeaderLink } from "./inbox-header-link";
import { LiveStatusIndicator } from "./live-status-indicator";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";
import { ProfileMenu } from "./profile-menu";
import { ThemeToggle } from "./theme-toggle";
import { HeaderIdentity, WorkingAccount } from "./working-account";

export interface HeaderProps {
  name: string;
  userName: string;
}

/**
 * The top bar of every panel page (spec §2): who is signed in (a colleague, and the account they
 * work in), the credit, top-up, theme and profile; a colleague sees the credit and top-up only as
 * their role allows.
 */
export function Header({ name, userName }: HeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 md:h-16 md:gap-3 md:px-6">
      <HeaderIdentity name={name} userName={userName} />
      <div className="flex min-w-0 flex-1 items-center justify-start gap-2 md:justify-end md:gap-3">
        <WorkingAccount className="min-w-0 text-xs text-muted md:hidden" />
        <LiveStatusIndicator />
        <Allowed rule="wallet.view">
          <CreditBadge />
        </Allowed>
        <Allowed rule={TOP_UP_RULE}>
          <PrefetchLink
            href="/wallet/credit"
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary-hover"
          >
            <PanelIcon name="plus" className="size-4" />
            <span className="sr-only sm:not-sr-only">افزایش اعتبار</span>
          </PrefetchLink>
        </Allowed>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Allowed rule="inbox.view">
          <InboxHeaderLink className="md:hidden" />
        </Allowed>
        <ThemeToggle />
        <ProfileMenu name={name} userName={userName} />
      </div>
    </header>
  );
}
