"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "@/lib/api/auth";
import { LogoutErrorDialog } from "./logout-error-dialog";
import { PanelIcon } from "@/components/ui/panel-icon";

const ITEM =
  "flex h-10 cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-2";

/** The profile menu: who is signed in, the profile page, and logout (spec §2, §4). */
export function ProfileMenu({ name, userName }: { name: string; userName: string }) {
  const logout = useLogout();
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="منوی حساب کاربری"
          className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary hover:opacity-90 data-[state=open]:ring-2 data-[state=open]:ring-primary"
        >
          {logout.isPending ? <Spinner className="size-4" /> : <PanelIcon name="user" className="size-5" />}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-base min-w-56 rounded-xl border border-border bg-surface p-1.5 text-text shadow-lg"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block truncate text-sm font-bold">{name}</span>
              <span dir="ltr" className="latin block truncate text-end text-xs text-muted">
                {userName}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item asChild className={ITEM}>
              <Link href="/profile" prefetch={false}>
                <PanelIcon name="user" className="size-4 text-muted" />
                پروفایل
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${ITEM} text-danger`}
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              <PanelIcon name="logout" className="size-4 rtl:rotate-180" />
              خروج
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutErrorDialog error={logout.error} onClose={logout.reset} />
    </>
  );
}
