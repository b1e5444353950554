"use client";

import { FormTextField } from "@/components/ui/form-fields";
import { latinTextProps } from "@/components/ui/input-presets";
import { contactSectionSchema, type ContactSectionInput, type Profile } from "@/lib/contract/profile";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { SectionCard } from "./section-card";
import { SectionForm } from "./section-form";
import { useSectionForm } from "./use-section-form";

const valuesOf = ({ contact }: Profile): ContactSectionInput => ({
  email: contact.email ?? "",
  website: contact.website ?? "",
  landline: contact.landline ?? "",
  city_code: contact.city_code ?? "",
});

/** How to reach the owner (spec §3): email, website, landline and its city code. */
export function ContactForm({ profile }: { profile: Profile }) {
  const { form, submit, formError, saving } = useSectionForm({
    section: "contact",
    schema: contactSectionSchema,
    profile,
    valuesOf,
    fallback: ERROR_MESSAGES.profileUpdateFailed,
    saved: "اطلاعات تماس ذخیره شد.",
  });
  return (
    <SectionCard
      id="contact-title"
      title="اطلاعات تماس"
      description="ایمیل و نشانی وب‌سایت را با حروف انگلیسی بنویسید."
    >
      <SectionForm
        labelledBy="contact-title"
        onSubmit={submit}
        error={formError}
        saving={saving}
        submitLabel="ذخیرهٔ اطلاعات تماس"
      >
        <FormTextField
          form={form}
          name="email"
          label="ایمیل"
          {...latinTextProps}
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          className="latin text-end"
        />
        <FormTextField
          form={form}
          name="website"
          label="وب‌سایت"
          {...latinTextProps}
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.ir"
          className="latin text-end"
        />
        <FormTextField
          form={form}
          name="landline"
          label="تلفن ثابت"
          variant="numeric"
          className="latin"
          placeholder="02188776655"
        />
        <FormTextField
          form={form}
          name="city_code"
          label="کد شهر"
          variant="numeric"
          className="latin"
          placeholder="021"
        />
      </SectionForm>
    </SectionCard>
  );
}
