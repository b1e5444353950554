"use client";

import type { ReactNode } from "react";
import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { FieldMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useGenders } from "@/lib/api/banks";
import { BIRTH_YEARS } from "@/lib/contract/banks";
import { toPersianDigits } from "@/lib/validation/digits";

const YEARS = Array.from({ length: BIRTH_YEARS.max - BIRTH_YEARS.min + 1 }, (_, i) => {
  const year = BIRTH_YEARS.min + i;
  return { value: year, label: toPersianDigits(String(year)) };
});

/** A labelled control of a bank send's filters, with its error under it. */
export function FilterField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** Who among the bank's numbers: gender, Jalali birth years, and whether the sender's blacklist is left out. */
export function PersonFilters({ prefix }: { prefix: string }) {
  const { control, formState, watch, setValue } = useFormContext();
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const ageToError = (get(formState.errors, name("age_to")) as FieldError | undefined)?.message;
  const genders = useGenders();
  const genderOptions = [
    { value: 0, label: "همه" },
    ...(genders.data ?? []).map((g) => ({ value: g.id, label: g.name })),
  ];

  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <FilterField id="gender" label="جنسیت">
          <Controller
            control={control}
            name={name("gender")}
            render={({ field }) => (
              <Select
                id="gender"
                options={genderOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 0)}
              />
            )}
          />
        </FilterField>
        <FilterField id="age-from" label="سال تولد از">
          <Controller
            control={control}
            name={name("age_from")}
            render={({ field }) => (
              <Select
                id="age-from"
                searchable
                options={YEARS}
                value={field.value}
                onChange={(value) => field.onChange(value ?? BIRTH_YEARS.min)}
              />
            )}
          />
        </FilterField>
        <FilterField id="age-to" label="سال تولد تا" error={ageToError}>
          <Controller
            control={control}
            name={name("age_to")}
            render={({ field }) => (
              <Select
                id="age-to"
                searchable
                options={YEARS}
                value={field.value}
                onChange={(value) => field.onChange(value ?? BIRTH_YEARS.max)}
                invalid={Boolean(ageToError)}
              />
            )}
          />
        </FilterField>
      </div>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={watch(name("bank")) === "white"}
          onChange={(e) => setValue(name("bank"), e.target.checked ? "white" : "all")}
        />
        شماره‌های فهرست سیاه ارسال من کنار گذاشته شوند
      </label>
    </>
  );
}
