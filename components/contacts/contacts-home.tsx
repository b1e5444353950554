"use client";

import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { ContactsMobileMenu } from "./contacts-mobile-menu";
import { ContactsWorkspace } from "./contacts-workspace";

/** /contacts: the side-by-side workspace on desktop, a menu of the phone's contact screens below 768 px. */
export function ContactsHome() {
  return useIsMobile() ? <ContactsMobileMenu /> : <ContactsWorkspace />;
}
