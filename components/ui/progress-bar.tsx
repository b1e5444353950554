import { toPersianDigits } from "@/lib/validation/digits";

/** Spec §9: the bar never shows more than 100 percent, whatever the caller reports. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function ProgressBar({ value, label, valueText }: { value: number; label: string; valueText?: string }) {
  const percent = clampPercent(value);
  const text = valueText ?? `${toPersianDigits(percent)}٪`;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="min-w-10 shrink-0 text-end text-xs text-muted">{text}</span>
    </div>
  );
}
