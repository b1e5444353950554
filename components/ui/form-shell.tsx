import type { FormEventHandler, ReactNode } from "react";
import { Alert } from "./alert";

export interface FormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level message (one no field took), shown above the fields. */
  error: string | null;
  children: ReactNode;
}

/** The panel's form: a column of fields, browser validation off, its failure message on top. */
export function FormShell({ onSubmit, error, children }: FormShellProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {children}
    </form>
  );
}
