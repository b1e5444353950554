import type { Metadata } from "next";
import { RequestPage } from "../../_components/request-page";

export const metadata: Metadata = { title: "پیشنهاد و انتقاد" };

/** One of the account's suggestion requests (spec §2 `/support/suggestion-request/{id}`). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <RequestPage type="suggestion" id={(await params).id} />;
}
