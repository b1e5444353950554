"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { useCities, useCounties, useProvinces } from "@/lib/api/banks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { FilterField } from "./person-filters";

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
const loadError = (query: { isError: boolean; error: unknown }) =>
  query.isError ? toErrorMessage(query.error) : undefined;

interface PlaceFieldsProps {
  /** Where the place's fields sit in the form ("" at its top, e.g. "params.0" in a send item). */
  prefix: string;
  /** Called after any of the three changes: what was chosen inside the old place no longer applies. */
  onPlaceChange: () => void;
}

/** Province (required), then an optional county of it and city of that county; a list that fails to load says why under its select. */
export function PlaceFields({ prefix, onPlaceChange }: PlaceFieldsProps) {
  const { control, formState, watch, setValue } = useFormContext();
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const provinceId = (watch(name("province_id")) as number | undefined) ?? null;
  const countyId = (watch(name("county_id")) as number | undefined) ?? null;
  const provinces = useProvinces();
  const counties = useCounties(provinceId);
  const cities = useCities(countyId);
  const provinceError =
    (get(formState.errors, name("province_id")) as FieldError | undefined)?.message ?? loadError(provinces);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FilterField id="province" label="استان" error={provinceError}>
        <Controller
          control={control}
          name={name("province_id")}
          render={({ field }) => (
            <Select
              id="province"
              searchable
              options={options(provinces.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                setValue(name("county_id"), undefined);
                setValue(name("city_id"), undefined);
                onPlaceChange();
              }}
              onBlur={field.onBlur}
              placeholder={provinces.isPending ? "در حال دریافت استان‌ها…" : "استان را انتخاب کنید"}
              invalid={Boolean(provinceError)}
              aria-describedby={provinceError ? "province-error" : undefined}
            />
          )}
        />
      </FilterField>
      <FilterField id="county" label="شهرستان" error={loadError(counties)}>
        <Controller
          control={control}
          name={name("county_id")}
          render={({ field }) => (
            <Select
              id="county"
              searchable
              clearable
              disabled={provinceId === null}
              options={options(counties.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                setValue(name("city_id"), undefined);
                onPlaceChange();
              }}
              placeholder="همهٔ شهرستان‌ها"
            />
          )}
        />
      </FilterField>
      <FilterField id="city" label="شهر" error={loadError(cities)}>
        <Controller
          control={control}
          name={name("city_id")}
          render={({ field }) => (
            <Select
              id="city"
              searchable
              clearable
              disabled={countyId === null}
              options={options(cities.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                onPlaceChange();
              }}
              placeholder="همهٔ شهرها"
            />
          )}
        />
      </FilterField>
    </div>
  );
}
