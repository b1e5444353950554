const TONES: Record<string, string> = {
  GET: "bg-success-soft text-success",
  POST: "bg-primary-soft text-primary",
  PUT: "bg-warning-soft text-warning",
  PATCH: "bg-warning-soft text-warning",
  DELETE: "bg-danger-soft text-danger",
};

/** An HTTP method, coloured by what it does. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      dir="ltr"
      className={`inline-flex h-6 w-16 shrink-0 items-center justify-center rounded-md font-mono text-xs font-bold ${TONES[method] ?? "bg-surface-2 text-text"}`}
    >
      {method}
    </span>
  );
}
