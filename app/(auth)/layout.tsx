import type { ReactNode } from "react";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { readLoginSetting } from "@/lib/bff/login-setting";
import { LoginSettingProvider } from "./_lib/login-setting-context";
import { BrandMark } from "./_components/brand-mark";
import { BrandPanel } from "./_components/brand-panel";

/**
 * Sign-in screens: one centred card; on wide displays the brand panel beside it. The upstream's
 * sign-in settings are read here, on the server, for every screen below.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const loginSetting = await readLoginSetting();
  return (
    <div className="flex min-h-dvh">
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <div className="lg:invisible">
            <BrandMark />
          </div>
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center sm:px-8">
          <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
            <LoginSettingProvider value={loginSetting}>
              {children}
              <HydrationMark />
            </LoginSettingProvider>
          </div>
        </main>
      </div>
      <BrandPanel />
    </div>
  );
}
