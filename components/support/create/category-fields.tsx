"use client";

import { Controller, get, useWatch, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { TicketCategory } from "@/lib/contract/support";
import type { RequestFormApi } from "./request-form-values";

const errorOf = (form: RequestFormApi, name: "category_id" | "sub_category_id") =>
  (get(form.formState.errors, name) as FieldError | undefined)?.message;

const idOf = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** The request's category and, when it has some, its sub-category (cleared when the category changes). */
export function CategoryFields({ form, categories }: { form: RequestFormApi; categories: readonly TicketCategory[] }) {
  const chosen = idOf(useWatch({ control: form.control, name: "category_id" }));
  const subCategories = categories.find((category) => category.id === chosen)?.sub_categories ?? [];
  const categoryError = errorOf(form, "category_id");
  const subError = errorOf(form, "sub_category_id");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id="category_id" label="دسته‌بندی" error={categoryError}>
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              id="category_id"
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              value={idOf(field.value)}
              onChange={(next) => {
                field.onChange(next ?? "");
                form.setValue("sub_category_id", "");
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="انتخاب دسته‌بندی"
              invalid={Boolean(categoryError)}
              aria-describedby={describedBy("category_id", categoryError)}
            />
          )}
        />
      </Field>
      {subCategories.length > 0 ? (
        <Field id="sub_category_id" label="زیردسته (اختیاری)" error={subError}>
          <Controller
            control={form.control}
            name="sub_category_id"
            render={({ field }) => (
              <Select
                id="sub_category_id"
                options={subCategories.map((sub) => ({ value: sub.id, label: sub.title }))}
                value={idOf(field.value)}
                onChange={(next) => field.onChange(next ?? "")}
                onBlur={field.onBlur}
                ref={field.ref}
                clearable
                placeholder="انتخاب زیردسته"
                invalid={Boolean(subError)}
                aria-describedby={describedBy("sub_category_id", subError)}
              />
            )}
          />
        </Field>
      ) : null}
    </div>
  );
}
