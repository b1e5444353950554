import type { Metadata } from "next";
import { PatternDetailPage } from "../../_components/pattern-detail-page";

export const metadata: Metadata = { title: "جزئیات الگو" };

/** One of the account's patterns by its code (spec §2 `/pattern/detail/{id}`). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PatternDetailPage code={id} title="جزئیات الگو" back="/pattern" />;
}
