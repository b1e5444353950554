import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";

export interface SectionFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message no field took, shown above the button. */
  error: string | null;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A section's form: its fields two to a row on wider screens, then the failure and its own save button. */
export function SectionForm({ labelledBy, onSubmit, error, saving, submitLabel, children }: SectionFormProps) {
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <DialogError error={error} />
      <Button type="submit" loading={saving} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
