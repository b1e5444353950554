"use client";

import { Modal } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useContactFeatures } from "@/lib/api/contacts";
import type { Contact } from "@/lib/contract/contacts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ContactForm } from "./contact-form";

export interface ContactFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; without it a new contact is added. */
  contact?: Contact | null;
  /** The phonebook a new contact starts in (the one being viewed). */
  phonebook?: { id: number; title: string } | null;
}

/** Adds or edits a contact in a dialog, once the user's custom features are known. */
export function ContactFormDialog({ open, onOpenChange, contact = null, phonebook = null }: ContactFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? "ویرایش مخاطب" : "مخاطب جدید"}
      className="max-w-2xl"
    >
      {/* The dialog's content mounts at each opening, so the form starts from the contact's current values. */}
      <FeaturesThenForm contact={contact} phonebook={phonebook} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function FeaturesThenForm({
  contact,
  phonebook,
  onDone,
}: {
  contact: Contact | null;
  phonebook: { id: number; title: string } | null;
  onDone: () => void;
}) {
  const features = useContactFeatures();
  if (features.isPending) {
    return (
      <div role="status" aria-label="در حال بارگذاری فرم" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (features.isError)
    return (
      <ErrorState
        message={toErrorMessage(features.error)}
        onRetry={() => void features.refetch()}
        retrying={features.isFetching}
      />
    );
  return <ContactForm features={features.data} contact={contact} phonebook={phonebook} onDone={onDone} />;
}
