import type { ReactNode } from "react";

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, the control, and its Persian error tied to it with aria-describedby. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Under a control: its error (announced at once) or else its hint, with the ids describedBy points to. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-xs whitespace-pre-line text-danger">
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={`${id}-hint`} className="text-xs text-muted">
      {hint}
    </div>
  ) : null;
}

export function describedBy(id: string, error?: string | null, hint?: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
