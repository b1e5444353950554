"use client";

import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { activityExportHref, type ActivityLogFilters } from "@/lib/api/activity-log";

/** Downloads of what the current filters keep, as CSV or Excel; none while the filters cannot be asked for. */
export function ActivityExportLinks({ filters }: { filters: ActivityLogFilters }) {
  return (
    <ExportLinks
      label="خروجی فعالیت‌ها با فیلترهای کنونی"
      hrefOf={(format) => activityExportHref(filters, format)}
      exporting={useLinkExport()}
    />
  );
}
