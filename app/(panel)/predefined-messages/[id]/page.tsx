import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PredefinedMessagesHome } from "@/components/predefined-messages/predefined-messages-home";
import { predefinedMessagesFirstView } from "@/components/predefined-messages/predefined-messages-first-view";
import {
  groupIdOfPath,
  PREDEFINED_MESSAGES_DESCRIPTION,
  PREDEFINED_MESSAGES_HREF,
  PREDEFINED_MESSAGES_TITLE,
} from "@/components/predefined-messages/paths";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";

export const metadata: Metadata = { title: PREDEFINED_MESSAGES_TITLE };

/**
 * One group's messages (spec §2 `/predefined-messages/{id}`): a page of its own on a phone, back to
 * the groups, its top bar naming the group; on a desktop the groups list beside them with this
 * group chosen.
 */
export default async function PredefinedMessagesGroupPage({ params }: { params: Promise<{ id: string }> }) {
  const groupId = groupIdOfPath(`${PREDEFINED_MESSAGES_HREF}/${(await params).id}`);
  if (groupId === null) notFound();
  const mobile = isMobileUserAgent((await headers()).get("user-agent"));
  const state = await prefetchQueries(liveToken(await getSession()), predefinedMessagesFirstView(groupId, { mobile }));
  return (
    <PageWrapper
      title={PREDEFINED_MESSAGES_TITLE}
      description={PREDEFINED_MESSAGES_DESCRIPTION}
      backNavigate={PREDEFINED_MESSAGES_HREF}
    >
      <HydrationBoundary state={state}>
        <PredefinedMessagesHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
