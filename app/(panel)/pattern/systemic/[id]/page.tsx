import type { Metadata } from "next";
import { PatternDetailPage } from "../../_components/pattern-detail-page";

export const metadata: Metadata = { title: "الگوی سامانه" };

/** One of the provider's systemic patterns by its code (spec §2 `/pattern/systemic/{id}`): read-only, ready to send. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PatternDetailPage code={id} title="الگوی سامانه" back="/pattern?tab=1" />;
}
