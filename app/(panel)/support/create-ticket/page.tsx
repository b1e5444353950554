import type { Metadata } from "next";
import { CreateRequestPage } from "../_components/create-request-page";

export const metadata: Metadata = { title: "ثبت درخواست پشتیبانی" };

/** A new ticket (spec §2 `/support/create-ticket`); `?subject=` carries a closed one's subject over. */
export default async function Page({ searchParams }: { searchParams: Promise<{ subject?: string | string[] }> }) {
  return <CreateRequestPage type="ticket" subject={(await searchParams).subject} />;
}
