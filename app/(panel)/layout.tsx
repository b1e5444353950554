import { hashKey, HydrationBoundary } from "@tanstack/react-query";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { BusinessSetupPrompt } from "@/components/business/business-setup-prompt";
import { PanelShell } from "@/components/layout/panel-shell";
import { AppProviders } from "@/components/providers/app-providers";
import { LiveSocketProvider } from "@/components/live/live-socket-provider";
import { LiveUpdates } from "@/components/live/live-updates";
import { accessOf } from "@/lib/auth/access";
import { AccessProvider } from "@/lib/auth/access-context";
import { PlanProvider } from "@/lib/auth/plan-context";
import { shellQueriesFor } from "@/lib/auth/shell-queries";
import { userSettingQuery } from "@/lib/api/queries/wallet-queries";
import { preferencesOf } from "@/lib/contract/panel-preferences";
import { applyPreferencesScript } from "@/lib/preferences/apply-script";
import { PanelPreferencesProvider } from "@/lib/preferences/preferences-context";
import { panelSetting } from "@/lib/bff/panel-env.mjs";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, getSessionUser, liveToken } from "@/lib/bff/session";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";
import { DeviceHintProvider } from "@/lib/hooks/use-is-mobile";
import { OLD_PANEL_BANNER_COOKIE, OLD_PANEL_BANNER_DISMISSED, oldPanelUrl } from "@/lib/layout/old-panel";

/**
 * The signed-in area. proxy.ts redirects visitors without a session early; this is the real
 * check, made on every request against the session and the upstream. check_token also says what
 * a colleague may do (`member_of`), which every screen learns through AccessProvider; then the
 * shell's own data the member may read (credit, inbox badge, banners) is read on the server, so
 * the first paint has it.
 */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const token = liveToken(await getSession());
  const user = await getSessionUser();
  if (!user) redirect("/login");
  const memberOf = user.member_of ?? null;
  // The member's panel preferences (a colleague's are their own) come with the shell's data: the theme,
  // the tablet layout and the tables' settings are right from the first paint, in any browser the
  // member signs in from.
  const shellState = await prefetchQueries(token, [...shellQueriesFor(accessOf(memberOf)), userSettingQuery], {
    shell: true,
  });
  const setting = shellState.queries.find((query) => query.queryHash === hashKey(userSettingQuery.queryKey));
  const preferences = preferencesOf((setting?.state.data as { preferences?: unknown } | undefined)?.preferences);
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  const mobile = isMobileUserAgent(requestHeaders.get("user-agent"));
  const dismissed = (await cookies()).get(OLD_PANEL_BANNER_COOKIE)?.value === OLD_PANEL_BANNER_DISMISSED;
  const oldPanel = dismissed ? null : oldPanelUrl(panelSetting("OLD_PANEL_URL"));
  return (
    <AppProviders>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: applyPreferencesScript(preferences, { theme: true }) }}
      />
      <AccessProvider memberOf={memberOf}>
        <PlanProvider plan={user.plan ?? null}>
          <HydrationBoundary state={shellState}>
            <PanelPreferencesProvider applyTheme>
              <DeviceHintProvider mobile={mobile}>
                <LiveSocketProvider>
                  <LiveUpdates />
                  {/* Setting the business up is the owner's. */}
                  {user.impersonated || memberOf ? null : <BusinessSetupPrompt />}
                  <PanelShell user={user} oldPanelUrl={oldPanel}>
                    {children}
                  </PanelShell>
                </LiveSocketProvider>
              </DeviceHintProvider>
            </PanelPreferencesProvider>
          </HydrationBoundary>
        </PlanProvider>
      </AccessProvider>
    </AppProviders>
  );
}
