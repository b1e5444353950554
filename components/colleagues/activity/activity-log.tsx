"use client";

/** The account's activity log, or one member's when `memberId` is given. */
export function ActivityLog({ memberId }: { memberId?: number }) {
  return <p className="text-sm text-muted">{memberId ?? ""}</p>;
}
