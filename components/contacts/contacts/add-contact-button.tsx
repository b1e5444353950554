"use client";

import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ContactFormDialog } from "./lazy-contact-form-dialog";

export interface AddContactButtonProps extends Pick<ButtonProps, "size" | "variant" | "className"> {
  /** The phonebook the new contact starts in. */
  phonebook?: { id: number; title: string } | null;
}

/** «مخاطب جدید», opening the add-contact dialog. */
export function AddContactButton({ phonebook = null, size = "md", ...rest }: AddContactButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} {...rest} onClick={() => setOpen(true)}>
        مخاطب جدید
      </Button>
      <ContactFormDialog open={open} onOpenChange={setOpen} phonebook={phonebook} />
    </>
  );
}
