"use client";

import { useQuery } from "@tanstack/react-query";
import { bulkReportResponseSchema } from "../contract/report";
import { apiGet } from "./client";

export const reportKeys = {
  all: ["report"] as const,
  bulk: (id: string) => [...reportKeys.all, "bulk", id] as const,
};

/** One send's summary (`report/by_bulk`). */
export function useBulkReport(id: string) {
  return useQuery({
    queryKey: reportKeys.bulk(id),
    queryFn: () => apiGet(bulkReportResponseSchema, "v1/api/report/by_bulk", { messages_outbox_id: id }).then((body) => body.data),
  });
}
