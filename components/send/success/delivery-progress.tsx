import { ProgressBar } from "@/components/ui/progress-bar";
import { DELIVERY_STATUS_TITLES } from "@/lib/contract/report";
import { groupDigits } from "@/lib/format/money";

const LABELS = Object.values(DELIVERY_STATUS_TITLES);

/** Recipients by delivery status 0 to 4 (spec §3), and how many have reached a final one. */
export function DeliveryProgress({ total, statuses }: { total: number; statuses: readonly number[] }) {
  const done = (statuses[2] ?? 0) + (statuses[3] ?? 0) + (statuses[4] ?? 0);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar value={percent} label="پیشرفت تحویل" />
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {LABELS.map((label, status) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-xl bg-surface-2 p-2.5">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-bold">{groupDigits(statuses[status] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
