"use client";

import { useMemo, useState } from "react";
import type { Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { mobileProps } from "@/components/ui/input-presets";
import { useAddContacts, useUpdateContact } from "@/lib/api/contacts";
import type { Contact } from "@/lib/contract/contacts";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { ContactFeatureField } from "./contact-feature-field";
import {
  addOutcome,
  contactFormDefaults,
  contactFormField,
  contactFormSchema,
  editableFeatures,
  toAddList,
  toUpdateRequest,
  type ContactFormInput,
} from "./contact-form-schema";
import { GenderField } from "./gender-field";
import { PhonebookField } from "./phonebook-field";
import { TagsField } from "./tags-field";

export interface ContactFormProps {
  /** Every custom feature the user sees; the enabled ones get a field. */
  features: readonly PhonebookOption[];
  /** The contact to edit; null for a new one. */
  contact: Contact | null;
  /** A new contact's phonebook to start with. */
  phonebook: { id: number; title: string } | null;
  onDone: () => void;
}

/**
 * A contact's name, number (the mobile rule), gender, phonebooks, tags and custom features. What the
 * user typed stays when the upstream refuses it, with each refusal on its field.
 */
export function ContactForm({ features, contact, phonebook, onDone }: ContactFormProps) {
  const schema = useMemo(() => contactFormSchema(features), [features]);
  const form = useZodForm(schema, { defaultValues: contactFormDefaults(features, contact, phonebook?.id ?? null) });
  const { control, formState, setError } = form;
  const add = useAddContacts();
  const update = useUpdateContact();
  const [formError, setFormError] = useState<string | null>(null);
  const shown = editableFeatures(features);
  const known = contact
    ? [{ value: contact.phonebook_id, label: contact.phonebook_title }]
    : phonebook
      ? [{ value: phonebook.id, label: phonebook.title }]
      : [];

  const placeServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFormError(toErrorMessage(error));
    const elsewhere: string[] = [];
    let placed = false;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = contactFormField(key);
      if (field && messages[0]) {
        setError(
          field as Path<ContactFormInput>,
          { type: "server", message: messages.join("\n") },
          { shouldFocus: !placed },
        );
        placed = true;
      } else elsewhere.push(...messages);
    }
    setFormError(elsewhere.length > 0 ? [...new Set(elsewhere)].join("\n") : placed ? null : toErrorMessage(error));
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (contact) {
      update.mutate(
        { id: contact.id, contact: toUpdateRequest(values, features) },
        {
          onError: placeServerError,
          onSuccess: () => {
            toast.success("مخاطب ذخیره شد.");
            onDone();
          },
        },
      );
      return;
    }
    add.mutate(toAddList(values, features), {
      onError: placeServerError,
      onSuccess: (result) => {
        const outcome = addOutcome(result, values.phonebook_ids.length);
        if (!outcome.added)
          return setError("number", { type: "server", message: outcome.message }, { shouldFocus: true });
        toast.success(outcome.message);
        onDone();
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField form={form} name="name" label="نام" autoComplete="off" />
        <FormTextField form={form} name="number" label="شماره موبایل" {...mobileProps} autoComplete="off" />
        <GenderField control={control} errors={formState.errors} />
        <PhonebookField control={control} errors={formState.errors} multiple={!contact} known={known} />
      </div>
      <TagsField control={control} errors={formState.errors} />
      {shown.length > 0 ? (
        <fieldset className="flex flex-col gap-3 border-t border-border pt-4">
          <legend className="pt-4 text-sm font-bold">ویژگی‌های بیشتر</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {shown.map((feature) => (
              <ContactFeatureField key={feature.id} feature={feature} control={control} errors={formState.errors} />
            ))}
          </div>
        </fieldset>
      ) : null}
      <DialogError error={formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={add.isPending || update.isPending}>
          {contact ? "ذخیرهٔ تغییرات" : "افزودن مخاطب"}
        </Button>
      </div>
    </form>
  );
}
