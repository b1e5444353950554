import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { UpdateSecretaryEditor } from "@/components/secretaries/form/secretary-editors";
import { SECRETARIES_HREF } from "@/components/secretaries/shared/secretary-links";
import { secretaryQuery } from "@/lib/api/queries/secretary-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "ویرایش منشی" };

const ID = /^[1-9]\d{0,15}$/;

/** One of the account's secretaries changed (spec §2 `/secretary/received-message/{id}`), read on the server. */
export default async function UpdateSecretaryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!ID.test(raw)) notFound();
  const id = Number(raw);
  const state = await prefetchQueries(liveToken(await getSession()), [secretaryQuery(id)]);
  return (
    <PageWrapper title="ویرایش منشی" description="تغییرها از پیامک بعدی اثر می‌کنند." backNavigate={SECRETARIES_HREF}>
      <HydrationBoundary state={state}>
        <UpdateSecretaryEditor id={id} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
