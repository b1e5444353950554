"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { useCities, useCounties, useProvinces } from "@/lib/api/banks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { FilterField } from "../bank/person-filters";
import type { TowerFormValues } from "./tower-form-schema";

const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

/** Province (required), then an optional county and city; a change empties the chosen towers, which belong to the old area. */
export function TowerPlaceFields() {
  const { control, formState, watch, setValue } = useFormContext<TowerFormValues>();
  const provinceId = watch("province_id") ?? null;
  const countyId = watch("county_id") ?? null;
  const provinces = useProvinces();
  const counties = useCounties(provinceId);
  const cities = useCities(countyId);
  const loadError = (query: { isError: boolean; error: unknown }) => (query.isError ? toErrorMessage(query.error) : undefined);
  const provinceError = (get(formState.errors, "province_id") as FieldError | undefined)?.message ?? loadError(provinces);

  const resetTowers = () => {
    setValue("tower_ids", []);
    setValue("irancell", { start: 0, size: 0 });
  };

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FilterField id="province" label="استان" error={provinceError}>
        <Controller
          control={control}
          name="province_id"
          render={({ field }) => (
            <Select
              id="province"
              searchable
              options={options(provinces.data)}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                setValue("county_id", undefined);
                setValue("city_id", undefined);
                resetTowers();
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
          name="county_id"
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
                setValue("city_id", undefined);
                resetTowers();
              }}
              placeholder="همهٔ شهرستان‌ها"
            />
          )}
        />
      </FilterField>
      <FilterField id="city" label="شهر" error={loadError(cities)}>
        <Controller
          control={control}
          name="city_id"
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
                resetTowers();
              }}
              placeholder="همهٔ شهرها"
            />
          )}
        />
      </FilterField>
    </div>
  );
}
