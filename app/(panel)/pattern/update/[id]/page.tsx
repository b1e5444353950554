import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { UpdatePatternEditor } from "@/components/patterns/editor/pattern-editors";
import { PATTERNS_HREF } from "@/components/patterns/list/pattern-links";
import { patternQuery } from "@/lib/api/queries/pattern-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "ویرایش الگو" };

/** A pattern code as Edge makes them: Latin letters, digits, `_` and `-`. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** One of the account's patterns (spec §2 `/pattern/update/{id}`, the id its code): changed and reviewed again; read on the server. */
export default async function UpdatePatternPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: code } = await params;
  if (!CODE.test(code)) notFound();
  const state = await prefetchQueries(liveToken(await getSession()), [patternQuery(code)]);
  return (
    <PageWrapper
      title="ویرایش الگو"
      description="الگوی ویرایش‌شده دوباره بررسی می‌شود و تا تأیید، ارسال با آن ممکن نیست."
      backNavigate={PATTERNS_HREF}
    >
      <HydrationBoundary state={state}>
        <UpdatePatternEditor code={code} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
