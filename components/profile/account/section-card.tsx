import type { ReactNode } from "react";

export interface SectionCardProps {
  /** Names the card (its heading's id) for the form or region inside. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One section of the account: a titled card on a desktop, the page's body on a phone. */
export function SectionCard({ id, title, description, children }: SectionCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {description ? <p className="text-xs leading-6 text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
