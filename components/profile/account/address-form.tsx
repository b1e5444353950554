"use client";

import { useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-fields";
import { useProvinces } from "@/lib/api/banks";
import { useProvinceCities } from "@/lib/api/profile";
import { addressSectionSchema, type AddressSectionInput, type Profile } from "@/lib/contract/profile";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { ChoiceField } from "./choice-field";
import { SectionCard } from "./section-card";
import { SectionForm } from "./section-form";
import { useSectionForm } from "./use-section-form";

const valuesOf = ({ address }: Profile): AddressSectionInput => ({
  province_id: address.province_id,
  city_id: address.city_id,
  postal_code: address.postal_code ?? "",
  address: address.address ?? "",
});

const asOptions = (places: readonly { id: number; name: string }[] | undefined) =>
  (places ?? []).map((place) => ({ value: place.id, label: place.name }));

/** Where the owner is (spec §3): province and city from the panel's geography, postal code and address. */
export function AddressForm({ profile }: { profile: Profile }) {
  const { form, submit, formError, saving } = useSectionForm({
    section: "address",
    schema: addressSectionSchema,
    profile,
    valuesOf,
    fallback: ERROR_MESSAGES.addressUpdateFailed,
    saved: "نشانی ذخیره شد.",
  });
  const provinceId = useWatch({ control: form.control, name: "province_id" }) as number | null;
  const provinces = useProvinces();
  const cities = useProvinceCities(provinceId ?? null);
  // Until the lists arrive, the saved place is shown by its name.
  const savedProvince = profile.address.province_id
    ? [{ id: profile.address.province_id, name: profile.address.province_name ?? "" }]
    : [];
  const savedCity =
    profile.address.city_id && provinceId === profile.address.province_id
      ? [{ id: profile.address.city_id, name: profile.address.city_name ?? "" }]
      : [];

  return (
    <SectionCard id="address-title" title="نشانی" description="نشانی پستی شما برای صدور فاکتور و ارسال مدارک.">
      <SectionForm
        labelledBy="address-title"
        onSubmit={submit}
        error={formError}
        saving={saving}
        submitLabel="ذخیرهٔ نشانی"
      >
        <ChoiceField
          control={form.control}
          name="province_id"
          label="استان"
          options={asOptions(provinces.data ?? savedProvince)}
          placeholder="انتخاب استان"
          searchable
          onChosen={() => form.setValue("city_id", null, { shouldDirty: true })}
        />
        <ChoiceField
          control={form.control}
          name="city_id"
          label="شهر"
          options={asOptions(cities.data ?? savedCity)}
          placeholder={provinceId ? "انتخاب شهر" : "ابتدا استان را انتخاب کنید"}
          searchable
          disabled={!provinceId}
        />
        <FormTextField
          form={form}
          name="postal_code"
          label="کد پستی"
          variant="numeric"
          className="latin"
          placeholder="۱۰ رقم"
        />
        <FormTextField form={form} name="address" label="نشانی" autoComplete="street-address" />
      </SectionForm>
    </SectionCard>
  );
}
