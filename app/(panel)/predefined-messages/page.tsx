import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PredefinedMessagesHome } from "@/components/predefined-messages/predefined-messages-home";
import { predefinedMessagesFirstView } from "@/components/predefined-messages/predefined-messages-first-view";
import { PREDEFINED_MESSAGES_DESCRIPTION, PREDEFINED_MESSAGES_TITLE } from "@/components/predefined-messages/paths";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";

export const metadata: Metadata = { title: PREDEFINED_MESSAGES_TITLE };

/**
 * Predefined messages (spec §2 `/predefined-messages`): the groups with their counts, and on a
 * desktop every group's messages beside them. The groups (and on a desktop the messages) are read on
 * the server, so the page paints whole.
 */
export default async function PredefinedMessagesPage() {
  const mobile = isMobileUserAgent((await headers()).get("user-agent"));
  const state = await prefetchQueries(liveToken(await getSession()), predefinedMessagesFirstView(null, { mobile }));
  return (
    <PageWrapper title={PREDEFINED_MESSAGES_TITLE} description={PREDEFINED_MESSAGES_DESCRIPTION}>
      <HydrationBoundary state={state}>
        <PredefinedMessagesHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
