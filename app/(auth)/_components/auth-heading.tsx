import type { ReactNode } from "react";

/** The title of a sign-in card and the sentence under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1.5">
      <h1 className="text-xl font-bold text-text">{title}</h1>
      {children ? <p className="text-sm leading-6 text-muted">{children}</p> : null}
    </div>
  );
}
