import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CODE_READERS_HREF } from "@/components/secretaries/keywords/shared/code-reader-links";
import { CodeReaderPage } from "@/components/secretaries/keywords/reader/code-reader-editors";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { codeReaderQuery } from "@/lib/api/queries/code-reader-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "کدخوان" };

const ID = /^[1-9]\d{0,15}$/;

/** One of the account's code readers (spec §2 `/secretary/keywords/{id}`): its form, codes and messages, read on the server. */
export default async function CodeReaderDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!ID.test(raw)) notFound();
  const id = Number(raw);
  const state = await prefetchQueries(liveToken(await getSession()), [codeReaderQuery(id)]);
  return (
    <PageWrapper title="کدخوان" description="تغییرها از پیامک بعدی اثر می‌کنند." backNavigate={CODE_READERS_HREF}>
      <HydrationBoundary state={state}>
        <CodeReaderPage id={id} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
