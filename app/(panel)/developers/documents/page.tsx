import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { ApiReference } from "@/components/developers/documents/api-reference";
import { loadApiDocument, samplesBaseUrl } from "./_lib/load-reference";
import { referenceIndex, type ApiReferenceIndex } from "@/components/developers/documents/reference-index";
import { ReferenceIntro } from "@/components/developers/documents/reference-intro";
import { ReferenceUnavailable } from "@/components/developers/documents/reference-unavailable";
import { UpstreamUnavailableError } from "@/lib/bff/upstream";

export const metadata: Metadata = { title: "مستندات API" };

async function readIndex(): Promise<ApiReferenceIndex | null> {
  try {
    return referenceIndex(await loadApiDocument());
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

/**
 * The API reference (spec §2 `/developers/documents`): the upstream's OpenAPI document, read on
 * the server; the page gets its index, and each call's details when it is opened.
 */
export default async function DocumentsPage() {
  const index = await readIndex();
  return (
    <PageWrapper
      title="مستندات API"
      description="فراخوانی‌های API سرویس پیامک با ورودی‌ها، پاسخ‌ها، خطاها و نمونهٔ درخواست."
    >
      <DevelopersPagesNav />
      <ReferenceIntro baseUrl={samplesBaseUrl()} />
      {index ? <ApiReference areas={index.areas} /> : <ReferenceUnavailable />}
    </PageWrapper>
  );
}
