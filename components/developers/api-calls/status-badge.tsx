import { toPersianDigits } from "@/lib/validation/digits";

/**
 * 2xx green, 4xx amber, 5xx red, anything else plain: outlined on the surface, where each colour
 * reads at small size in both themes (the tinted fills are too close to the green text).
 */
function toneOf(status: number): string {
  if (status >= 200 && status < 300) return "border-success/50 text-success";
  if (status >= 400 && status < 500) return "border-warning/50 text-warning";
  if (status >= 500) return "border-danger/50 text-danger";
  return "border-border text-muted";
}

/** An answer's status code, coloured by its class. */
export function StatusBadge({ status }: { status: number }) {
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${toneOf(status)}`}
    >
      {toPersianDigits(status)}
    </span>
  );
}
