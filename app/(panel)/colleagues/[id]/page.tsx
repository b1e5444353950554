import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ColleagueDetails } from "@/components/colleagues/detail/colleague-details";
import { COLLEAGUES_HREF } from "@/components/colleagues/shared/colleague-links";
import { colleagueQuery } from "@/lib/api/queries/colleague-queries";
import { ALL_ROLES_PAGE, roleListQuery } from "@/lib/api/queries/role-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "جزئیات همکار" };

/** One colleague (spec §2 `/colleagues/{id}`): details, role, sessions and activity; read on the server. */
export default async function ColleaguePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const id = Number(raw);
  const state = await prefetchQueries(liveToken(await getSession()), [
    colleagueQuery(id),
    roleListQuery(ALL_ROLES_PAGE),
  ]);
  return (
    <PageWrapper title="جزئیات همکار" backNavigate={COLLEAGUES_HREF}>
      <HydrationBoundary state={state}>
        <ColleagueDetails id={id} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
