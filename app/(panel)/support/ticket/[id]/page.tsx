import type { Metadata } from "next";
import { RequestPage } from "../../_components/request-page";

export const metadata: Metadata = { title: "درخواست پشتیبانی" };

/** One of the account's tickets (spec §2 `/support/ticket/{id}`). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <RequestPage type="ticket" id={(await params).id} />;
}
