"use client";

import { MenuButton } from "@/components/ui/menu/menu-button";
import { MenuActionItem, MenuLinkItem, MenuSeparator } from "@/components/ui/menu/menu-items";
import { PanelIcon } from "@/components/ui/panel-icon";
import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "@/lib/api/logout";
import { useAccess } from "@/lib/auth/access-context";
import { LogoutErrorDialog } from "./logout-error-dialog";
import { WorkingAccount } from "./working-account";

/** Where the menu leads: the profile; a colleague whose role does not reach the account's profile, their own pages. */
const PROFILE_LINK = { href: "/profile", title: "پروفایل", icon: "user" } as const;
const MEMBER_PAGES = [
  { href: "/profile/security-setting", title: "امنیت", icon: "key" },
  { href: "/profile/tariffs", title: "تعرفه‌ها", icon: "receipt" },
] as const;

/** The profile menu: who is signed in (a colleague also the account they work in), the profile page, and logout (spec §2, §4). */
export function ProfileMenu({ name, userName }: { name: string; userName: string }) {
  const logout = useLogout();
  const { canOpen } = useAccess();
  const profileLinks = canOpen(PROFILE_LINK.href) ? [PROFILE_LINK] : MEMBER_PAGES;
  return (
    <>
      <MenuButton
        label="منوی حساب کاربری"
        trigger={logout.isPending ? <Spinner className="size-4" /> : <PanelIcon name="user" className="size-5" />}
        triggerClassName="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary hover:opacity-90 data-[state=open]:ring-2 data-[state=open]:ring-primary"
        menuClassName="min-w-56 rounded-xl border border-border bg-surface p-1.5 text-text shadow-lg"
      >
        <div className="px-3 py-2">
          <span className="block truncate text-sm font-bold">{name}</span>
          <span dir="ltr" className="latin block truncate text-end text-xs text-muted">
            {userName}
          </span>
          <WorkingAccount className="block text-xs text-muted" />
        </div>
        <MenuSeparator />
        {profileLinks.map((link) => (
          <MenuLinkItem key={link.href} href={link.href}>
            <PanelIcon name={link.icon} className="size-4 text-muted" />
            {link.title}
          </MenuLinkItem>
        ))}
        <MenuActionItem className="text-danger" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <PanelIcon name="logout" className="size-4 rtl:rotate-180" />
          خروج
        </MenuActionItem>
      </MenuButton>
      <LogoutErrorDialog error={logout.error} onClose={logout.reset} />
    </>
  );
}
