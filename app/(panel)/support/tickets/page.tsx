import { redirect } from "next/navigation";

/** Spec §2 `/support/tickets`: the same list as /support, whose link (and query) it keeps. */
export default async function TicketsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one);
  }
  const search = query.toString();
  redirect(search ? `/support?${search}` : "/support");
}
