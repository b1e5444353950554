import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ContactsHome } from "@/components/contacts/contacts-home";
import { contactsFirstView } from "@/components/contacts/contacts-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "مخاطبان" };

/**
 * Contacts (spec §2): phonebooks and their contacts side by side on desktop; a menu of the contact
 * screens on a phone. On a desktop (the layout's guess from the user agent, which the first render
 * follows) the phonebooks and the contacts the link asks for are read on the server.
 */
export default async function ContactsPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const mobile = isMobileUserAgent((await headers()).get("user-agent"));
  const state = await prefetchQueries(
    liveToken(await getSession()),
    contactsFirstView(await listSearch(searchParams), { mobile }),
  );
  return (
    <PageWrapper title="مخاطبان" suppressedShowBackIcon>
      <HydrationBoundary state={state}>
        <ContactsHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
