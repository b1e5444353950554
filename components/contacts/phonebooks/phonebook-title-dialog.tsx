"use client";

import { useState } from "react";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { toast } from "@/lib/ui/toast-store";
import { useStorePhonebook, useUpdatePhonebook } from "@/lib/api/phonebooks";
import { storePhonebookRequestSchema, type Phonebook } from "@/lib/contract/phonebooks";
import { useZodForm } from "@/lib/forms/use-zod-form";

const titleFormSchema = z.pick(storePhonebookRequestSchema, { title: true });

export interface PhonebookTitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The phonebook to rename; without it a new phonebook is made. */
  phonebook?: Pick<Phonebook, "id" | "title"> | null;
  /** After a new phonebook is made, with it. */
  onCreated?: (phonebook: Phonebook) => void;
}

/** Makes a phonebook or renames one: its title, checked as the upstream checks it, with the upstream's refusals on the field. */
export function PhonebookTitleDialog({ open, onOpenChange, phonebook, onCreated }: PhonebookTitleDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={phonebook ? "تغییر نام دفترچه تلفن" : "دفترچه تلفن جدید"}>
      {/* The dialog's content mounts at each opening, so the form starts from the phonebook's current title. */}
      <TitleForm phonebook={phonebook ?? null} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </Modal>
  );
}

function TitleForm({
  phonebook,
  onDone,
  onCreated,
}: {
  phonebook: Pick<Phonebook, "id" | "title"> | null;
  onDone: () => void;
  onCreated?: (phonebook: Phonebook) => void;
}) {
  const form = useZodForm(titleFormSchema, { defaultValues: { title: phonebook?.title ?? "" } });
  const store = useStorePhonebook();
  const update = useUpdatePhonebook();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => setFormError(form.applyServerError(error));

  const submit = form.handleSubmit(({ title }) => {
    setFormError(null);
    if (phonebook) {
      update.mutate(
        { id: phonebook.id, title },
        {
          onError,
          onSuccess: () => {
            toast.success("نام دفترچه تلفن تغییر کرد.");
            onDone();
          },
        },
      );
    } else {
      store.mutate(
        { title },
        {
          onError,
          onSuccess: (created) => {
            toast.success(`دفترچه تلفن «${created.title}» ساخته شد.`);
            onCreated?.(created);
            onDone();
          },
        },
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormTextField form={form} name="title" label="عنوان دفترچه تلفن" autoComplete="off" autoFocus />
      <DialogError error={formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={store.isPending || update.isPending}>
          {phonebook ? "ذخیره" : "ساخت دفترچه"}
        </Button>
      </div>
    </form>
  );
}
