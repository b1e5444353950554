import type { ReactNode } from "react";

export interface SecurityCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title (a state, or an action on the whole card). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the security page: a titled card, named by its heading. */
export function SecurityCard({ id, title, description, aside, children }: SecurityCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-base font-bold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm leading-6 text-muted">{description}</p> : null}
        </div>
        {aside ? <div className="shrink-0 self-start">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
