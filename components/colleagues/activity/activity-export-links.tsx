import { ExportLink } from "@/components/ui/export-link";
import { activityExportHref, type ActivityLogFilters } from "@/lib/api/activity-log";
import { EXPORT_FORMATS } from "@/lib/contract/common";

/** Downloads of what the current filters keep, as CSV or Excel; none while the filters cannot be asked for. */
export function ActivityExportLinks({ filters }: { filters: ActivityLogFilters }) {
  const links = EXPORT_FORMATS.flatMap((format) => {
    const href = activityExportHref(filters, format);
    return href === null ? [] : [{ format, href }];
  });
  if (links.length === 0) return null;
  return (
    <div role="group" aria-label="خروجی فعالیت‌ها با فیلترهای کنونی" className="flex flex-wrap justify-end gap-2">
      {links.map(({ format, href }) => (
        <ExportLink key={format} href={href} format={format} />
      ))}
    </div>
  );
}
