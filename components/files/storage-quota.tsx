import { ProgressBar } from "@/components/ui/progress-bar";
import type { FileCategories } from "@/lib/contract/account-files";
import { formatFileSize } from "@/lib/format/file-size";

/** The account's files against its quota: a bar, and how much is used of how much. */
export function StorageQuota({ storage }: { storage: FileCategories | undefined }) {
  const used = storage?.used_bytes ?? 0;
  const quota = storage?.quota_bytes ?? 0;
  const percent = quota > 0 ? (used / quota) * 100 : used > 0 ? 100 : 0;
  return (
    <section aria-label="فضای فایل‌ها" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">فضای فایل‌ها</span>
        <span className="text-muted" data-testid="storage-usage">
          {storage ? `${formatFileSize(used)} از ${formatFileSize(quota)}` : "…"}
        </span>
      </div>
      {/* A sliver of bar for the first bytes, said as what it is. */}
      <ProgressBar
        value={percent > 0 && percent < 1 ? 1 : percent}
        valueText={percent > 0 && percent < 1 ? "کمتر از ۱٪" : undefined}
        label="فضای به‌کاررفته از سهمیهٔ حساب"
      />
    </section>
  );
}
