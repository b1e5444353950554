import { formatRial } from "@/lib/format/money";

export interface PriceLine {
  label: string;
  amount: number;
  /** The line that sums the others. */
  total?: boolean;
}

/** What a payment comes to, line by line (amount, tax or deduction, the total). */
export function PriceLines({ lines, label }: { lines: readonly PriceLine[]; label: string }) {
  return (
    <dl aria-label={label} className="flex flex-col gap-2 rounded-xl bg-surface-2 p-4 text-sm">
      {lines.map((line) => (
        <div
          key={line.label}
          className={`flex items-center justify-between gap-3 ${line.total ? "border-t border-border pt-2 font-bold" : ""}`}
        >
          <dt className={line.total ? "text-text" : "text-muted"}>{line.label}</dt>
          <dd>{formatRial(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
