import type { Colleague } from "@/lib/contract/colleagues";

/** A colleague's full name, as the lists and dialogs say it. */
export const colleagueName = (colleague: Pick<Colleague, "first_name" | "last_name">) =>
  `${colleague.first_name} ${colleague.last_name}`.trim();
