import type { ReactNode } from "react";

/** Latin text (numbers, lines, addresses) read left to right and kept on one line inside Persian text. */
export function LatinText({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="latin whitespace-nowrap">
      {children}
    </bdi>
  );
}
