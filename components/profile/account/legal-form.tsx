"use client";

import { FormTextField } from "@/components/ui/form-fields";
import { legalSectionSchema, type LegalSectionInput, type Profile } from "@/lib/contract/profile";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { DayField } from "./day-field";
import { SectionCard } from "./section-card";
import { SectionForm } from "./section-form";
import { useSectionForm } from "./use-section-form";

const valuesOf = ({ legal }: Profile): LegalSectionInput => ({
  company_name: legal?.company_name ?? "",
  registration_number: legal?.registration_number ?? "",
  economic_number: legal?.economic_number ?? "",
  company_national_id: legal?.company_national_id ?? "",
  registration_date: legal?.registration_date ?? "",
});

/** The company of a legal user (spec §3): its name, registration and economic numbers, national id and registration day. */
export function LegalForm({ profile }: { profile: Profile }) {
  const { form, submit, formError, saving } = useSectionForm({
    section: "legal",
    schema: legalSectionSchema,
    profile,
    valuesOf,
    fallback: ERROR_MESSAGES.profileUpdateFailed,
    saved: "اطلاعات حقوقی ذخیره شد.",
  });
  return (
    <SectionCard
      id="legal-title"
      title="اطلاعات حقوقی"
      description="اطلاعات شرکت، همان‌گونه که در روزنامهٔ رسمی ثبت شده است."
    >
      <SectionForm
        labelledBy="legal-title"
        onSubmit={submit}
        error={formError}
        saving={saving}
        submitLabel="ذخیرهٔ اطلاعات حقوقی"
      >
        <FormTextField form={form} name="company_name" label="نام شرکت" autoComplete="organization" />
        <FormTextField
          form={form}
          name="registration_number"
          label="شماره ثبت"
          variant="numeric"
          className="latin"
          placeholder="۳ تا ۱۵ رقم"
        />
        <FormTextField
          form={form}
          name="economic_number"
          label="کد اقتصادی"
          variant="numeric"
          className="latin"
          placeholder="۳ تا ۱۲ رقم"
        />
        <FormTextField
          form={form}
          name="company_national_id"
          label="شناسهٔ ملی شرکت"
          variant="numeric"
          className="latin"
          placeholder="۳ تا ۱۱ رقم"
        />
        <DayField control={form.control} name="registration_date" label="تاریخ ثبت" />
      </SectionForm>
    </SectionCard>
  );
}
