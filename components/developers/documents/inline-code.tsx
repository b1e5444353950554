import type { ReactNode } from "react";

/** A name from the API (a field, a header, a path) inside Persian text: left to right, monospace, breaking only if it must. */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code dir="ltr" className="rounded bg-surface-2 px-1 font-mono text-[0.85em] [overflow-wrap:anywhere]">
      {children}
    </code>
  );
}
