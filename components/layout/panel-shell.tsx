import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/contract/auth";
import { Allowed } from "./allowed";
import { BottomBar } from "./bottom-bar";
import { Header } from "./header";
import { ImpersonationStrip } from "./impersonation-strip";
import { DesktopOnly, MobileOnly } from "./layout-only";
import { LowCreditWarning } from "./low-credit-warning";
import { OldPanelBanner } from "./old-panel-banner";
import { PageAccessGate } from "./page-access-gate";
import { ScrollArea } from "./scroll-area";
import { Sidebar } from "./sidebar";
import { TopStrip } from "./top-strip";

/**
 * The signed-in frame (spec §2): the impersonation strip, the type-1 banner and the old-panel offer on top, then the
 * desktop sidebar beside the header and the scrolling page, and the mobile bottom bar below.
 * The sidebar is rendered in the desktop layout only and the bottom bar in the mobile one; CSS
 * shows one set at 768 px. A page the member's role does not reach shows the access-restricted
 * message in its place.
 */
export function PanelShell({
  user,
  oldPanelUrl,
  children,
}: {
  user: SessionUser;
  oldPanelUrl: string | null;
  children: ReactNode;
}) {
  const name = user.name?.trim() || user.user_name;
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      {user.impersonated ? <ImpersonationStrip name={name} userName={user.user_name} /> : null}
      <TopStrip />
      {oldPanelUrl ? <OldPanelBanner href={oldPanelUrl} /> : null}
      <div className="flex min-h-0 flex-1">
        <DesktopOnly>
          <Sidebar className="hidden md:flex" />
        </DesktopOnly>
        <div className="flex min-w-0 flex-1 flex-col">
          <Header name={name} userName={user.user_name} />
          <Allowed rule="wallet.view">
            <LowCreditWarning />
          </Allowed>
          <ScrollArea>
            <PageAccessGate>{children}</PageAccessGate>
          </ScrollArea>
          <MobileOnly>
            <BottomBar className="md:hidden" />
          </MobileOnly>
        </div>
      </div>
    </div>
  );
}
