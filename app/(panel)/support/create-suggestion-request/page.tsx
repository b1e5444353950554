import type { Metadata } from "next";
import { CreateRequestPage } from "../_components/create-request-page";

export const metadata: Metadata = { title: "ثبت پیشنهاد یا انتقاد" };

/** A new suggestion or criticism (spec §2 `/support/create-suggestion-request`); `?subject=` carries one over. */
export default async function Page({ searchParams }: { searchParams: Promise<{ subject?: string | string[] }> }) {
  return <CreateRequestPage type="suggestion" subject={(await searchParams).subject} />;
}
