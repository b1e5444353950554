import type { ReportListKind } from "@/lib/api/queries/report-queries";

/** The lists of /reports, a tab each, in this order (`?tab=` is the index). */
export const REPORT_LISTS: readonly ReportListKind[] = ["new", "systemic", "archive"];
