import type { ReactNode } from "react";

/** One titled block of the development gallery. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-5">
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** A caption above one example. */
export function GalleryItem({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-xs text-muted">{caption}</span>
      {children}
    </div>
  );
}
