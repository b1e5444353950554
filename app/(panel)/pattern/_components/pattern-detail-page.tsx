import { HydrationBoundary } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PatternDetail } from "@/components/patterns/detail/pattern-detail";
import { senderLinesQuery } from "@/lib/api/queries/numbers-queries";
import { patternQuery } from "@/lib/api/queries/pattern-queries";
import { panelSettingIfValid } from "@/lib/bff/panel-env.mjs";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { publicApiBase } from "@/lib/bff/public-api-base";
import { getSession, liveToken } from "@/lib/bff/session";

/** A pattern code as Edge makes them (Latin letters and digits); anything else is not a page. */
const PATTERN_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A pattern's page, the account's own or a systemic one: the pattern and the sender lines (its
 * test send's default line) are read on the server, so the page paints whole.
 */
export async function PatternDetailPage({ code, title, back }: { code: string; title: string; back: string }) {
  if (!PATTERN_CODE.test(code)) notFound();
  const state = await prefetchQueries(liveToken(await getSession()), [patternQuery(code), senderLinesQuery]);
  const apiBase = publicApiBase(
    panelSettingIfValid("API_BASE_URL"),
    Boolean(panelSettingIfValid("PANEL_EMBEDDED_UPSTREAM")),
  );
  return (
    <PageWrapper title={title} backNavigate={back}>
      <HydrationBoundary state={state}>
        <PatternDetail code={code} backHref={back} apiBaseUrl={apiBase} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
