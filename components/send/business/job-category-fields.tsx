"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { useJobCategories, useJobSubCategories } from "@/lib/api/jobs";
import { toErrorMessage } from "@/lib/errors/to-message";
import { FilterField } from "../bank/person-filters";
import { NO_SLICE, type BusinessFormValues } from "./business-form-schema";

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

/** The job category (required) and its sub-category (optional); a change empties the chosen counts, which no longer apply. */
export function JobCategoryFields() {
  const { control, formState, watch, setValue } = useFormContext<BusinessFormValues>();
  const mainId = watch("main_category_id") ?? null;
  const categories = useJobCategories();
  const subCategories = useJobSubCategories(mainId);
  const mainError =
    (get(formState.errors, "main_category_id") as FieldError | undefined)?.message ??
    (categories.isError ? toErrorMessage(categories.error) : undefined);
  const subError = subCategories.isError ? toErrorMessage(subCategories.error) : undefined;
  const noSubCategories = subCategories.isSuccess && subCategories.data.length === 0;

  const resetSlices = () =>
    setValue("slices", { mci: { ...NO_SLICE }, irancell: { ...NO_SLICE }, other: { ...NO_SLICE } });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FilterField id="main-category" label="صنف" error={mainError}>
        <Controller
          control={control}
          name="main_category_id"
          render={({ field }) => (
            <Select
              id="main-category"
              searchable
              options={options(categories.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                setValue("sub_category_id", undefined);
                resetSlices();
              }}
              onBlur={field.onBlur}
              placeholder={categories.isPending ? "در حال دریافت صنف‌ها…" : "صنف را انتخاب کنید"}
              invalid={Boolean(mainError)}
              aria-describedby={mainError ? "main-category-error" : undefined}
            />
          )}
        />
      </FilterField>
      <FilterField id="sub-category" label="زیرصنف" error={subError}>
        <Controller
          control={control}
          name="sub_category_id"
          render={({ field }) => (
            <Select
              id="sub-category"
              searchable
              clearable
              disabled={mainId === null || noSubCategories}
              options={options(subCategories.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                resetSlices();
              }}
              placeholder={
                mainId !== null && subCategories.isFetching
                  ? "در حال دریافت زیرصنف‌ها…"
                  : noSubCategories
                    ? "این صنف زیرصنفی ندارد"
                    : "همهٔ زیرصنف‌ها"
              }
              invalid={Boolean(subError)}
              aria-describedby={subError ? "sub-category-error" : undefined}
            />
          )}
        />
      </FilterField>
    </div>
  );
}
