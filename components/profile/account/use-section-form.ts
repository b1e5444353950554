"use client";

import { useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type * as z from "zod/mini";
import { useSaveProfileSection } from "@/lib/api/profile";
import type { Profile, ProfileSection, UpdateProfileRequest } from "@/lib/contract/profile";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { sectionSaveError } from "./save-error";

export interface SectionFormOptions<S extends z.ZodMiniType<FieldValues, FieldValues>> {
  section: ProfileSection;
  schema: S;
  profile: Profile;
  /** The section's saved values as the form holds them. */
  valuesOf: (profile: Profile) => z.input<S>;
  /** Said when the save failed and no field took the message (spec §8). */
  fallback: string;
  saved: string;
  onSaved?: (profile: Profile) => void;
}

/**
 * One section's form: the contract's schema checks it as typed, a save sends only this section,
 * a refusal leaves every typed value in place with the upstream's messages beside their fields,
 * and a success shows the saved values (digits as stored) and a toast. Saved values arriving from
 * another section's save never overwrite what is being typed here.
 */
export function useSectionForm<S extends z.ZodMiniType<FieldValues, FieldValues>>({
  section,
  schema,
  profile,
  valuesOf,
  fallback,
  saved,
  onSaved,
}: SectionFormOptions<S>) {
  const save = useSaveProfileSection();
  const [formError, setFormError] = useState<string | null>(null);
  const valuesKey = JSON.stringify(valuesOf(profile));
  const values = useMemo(() => JSON.parse(valuesKey) as never, [valuesKey]);
  // Saved values that arrive or change (a first load, another tab) fill the fields the user has not
  // touched; whatever is being typed stays.
  const form = useZodForm(schema, { defaultValues: values, values, resetOptions: { keepDirtyValues: true } });
  const { reset } = form;

  const submit = form.handleSubmit((output) => {
    setFormError(null);
    save.mutate({ section, ...output } as unknown as UpdateProfileRequest, {
      onSuccess: (next) => {
        reset(valuesOf(next) as never);
        toast.success(saved);
        onSaved?.(next);
      },
      onError: (error) => {
        const unplaced = form.applyServerError(error);
        setFormError(unplaced === null ? null : sectionSaveError(error, fallback));
      },
    });
  });

  return { form, submit, formError, saving: save.isPending };
}
