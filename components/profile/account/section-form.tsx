import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { useAccess } from "@/lib/auth/access-context";

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

/** A section's form: its fields two to a row on wider screens, then the failure and its own save button (for a role that may edit). */
export function SectionForm({ labelledBy, onSubmit, error, saving, submitLabel, children }: SectionFormProps) {
  // A colleague's role may show the account's profile without changing it: the fields are read only.
  const editable = useAccess().can("profile.edit");
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {children}
      </fieldset>
      <DialogError error={error} />
      {editable ? (
        <Button type="submit" loading={saving} className="self-start">
          {submitLabel}
        </Button>
      ) : null}
    </form>
  );
}
