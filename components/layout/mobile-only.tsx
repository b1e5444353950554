import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";
import { MobileOnlyGuard } from "./mobile-only-guard";

/**
 * Makes a page mobile-only (spec §2): a desktop browser gets the not-found page, decided from the
 * user agent on the server and again from the viewport in the browser (a window widened past
 * 768 px). Usage: `export default mobileOnly(function AllContactsPage() { ... })`.
 */
export function mobileOnly<P extends object>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return async function MobileOnlyPage(props: P) {
    if (!isMobileUserAgent((await headers()).get("user-agent"))) notFound();
    return <MobileOnlyGuard>{await Page(props)}</MobileOnlyGuard>;
  };
}
