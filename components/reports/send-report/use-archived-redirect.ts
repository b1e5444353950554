"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useBulkReport, useBulkStats } from "@/lib/api/report";
import { ApiError } from "@/lib/errors/api-error";

/**
 * An old link to /reports/{id} for a send since archived: the send is found, its current
 * statistics are not (the upstream keeps those of archived sends apart), so its archive page
 * is the one to show.
 */
export function useArchivedRedirect(id: string) {
  const router = useRouter();
  const send = useBulkReport(id);
  const stats = useBulkStats(id, "current", { enabled: send.isSuccess });
  const archived = send.isSuccess && stats.error instanceof ApiError && stats.error.status === 404;
  useEffect(() => {
    if (archived) router.replace(`/reports/archive-details/${id}`);
  }, [archived, id, router]);
}
