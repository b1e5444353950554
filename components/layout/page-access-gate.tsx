"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useAccess } from "@/lib/auth/access-context";
import { AccessRestricted } from "./access-restricted";
import { PageWrapper } from "./page-wrapper";

/**
 * The shell's check of the page's path against the member's role: a page the role does not reach
 * is never mounted (so none of its reads go out); the access-restricted message takes its place
 * inside the frame, the header and navigation staying as they are.
 */
export function PageAccessGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (useAccess().canOpen(pathname)) return children;
  return (
    <PageWrapper title="دسترسی محدود">
      <RestrictedTitle />
      <AccessRestricted />
    </PageWrapper>
  );
}

/** The browser tab says so too, not the title of the page that was not shown. */
function RestrictedTitle() {
  useEffect(() => {
    const before = document.title;
    document.title = "دسترسی محدود | پنل پیامک";
    return () => {
      document.title = before;
    };
  }, []);
  return null;
}
