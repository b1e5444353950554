"use client";

import { useAccess } from "@/lib/auth/access-context";

/** «در حساب: …»: the account a colleague works in; nothing for its owner. */
export function WorkingAccount({ className = "" }: { className?: string }) {
  const { account } = useAccess();
  if (!account) return null;
  return <span className={`truncate ${className}`}>{`در حساب: ${account.name?.trim() || account.userName}`}</span>;
}

/** The member's own name, and beside it the account they work in or (the owner) their username. */
export function HeaderIdentity({ name, userName }: { name: string; userName: string }) {
  const { account } = useAccess();
  return (
    <div className="hidden min-w-0 flex-col md:flex">
      <span className="truncate text-sm font-bold">{name}</span>
      {account ? (
        <WorkingAccount className="text-xs text-muted" />
      ) : (
        <span dir="ltr" className="latin truncate text-end text-xs text-muted">
          {userName}
        </span>
      )}
    </div>
  );
}
