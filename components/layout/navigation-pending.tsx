"use client";

import { useLinkStatus } from "next/link";

/**
 * Inside a panel link: while the page it leads to is on its way (spec §2: pages load with an
 * indicator), a bar runs along the top of the window. Pages render whole on the server, data and
 * all, so the old page stays until the new one is complete instead of showing a skeleton.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span aria-hidden="true" className="navigation-pending fixed start-0 top-0 z-base h-0.5 bg-primary" />
  ) : null;
}
