"use client";

import { useRouter } from "next/navigation";
import { FormTextField } from "@/components/ui/form-fields";
import {
  GENDER_TITLES,
  GENDERS,
  personalSectionSchema,
  USER_TYPE_TITLES,
  USER_TYPES,
  type PersonalSectionInput,
  type Profile,
} from "@/lib/contract/profile";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { ChoiceField } from "./choice-field";
import { DayField } from "./day-field";
import { SectionCard } from "./section-card";
import { SectionForm } from "./section-form";
import { useSectionForm } from "./use-section-form";

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_TITLES[value] }));
const USER_TYPE_OPTIONS = USER_TYPES.map((value) => ({ value, label: USER_TYPE_TITLES[value] }));

const valuesOf = ({ personal }: Profile): PersonalSectionInput => ({
  first_name: personal.first_name ?? "",
  last_name: personal.last_name ?? "",
  national_id: personal.national_id ?? "",
  father_name: personal.father_name ?? "",
  birth_place: personal.birth_place ?? "",
  birth_date: personal.birth_date ?? "",
  gender: personal.gender,
  user_type: personal.user_type,
});

/** Who the owner is (spec §3): name, national id, father's name, birth place and date, gender, user type. */
export function PersonalForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const { form, submit, formError, saving } = useSectionForm({
    section: "personal",
    schema: personalSectionSchema,
    profile,
    valuesOf,
    fallback: ERROR_MESSAGES.profileUpdateFailed,
    saved: "اطلاعات هویتی ذخیره شد.",
    // The header's name is read with the session on the server: the layout is read again to show the new one.
    onSaved: () => router.refresh(),
  });
  return (
    <SectionCard
      id="personal-title"
      title="اطلاعات هویتی"
      description="نام و نام خانوادگی شما در سربرگ پنل نمایش داده می‌شود. کاربر حقوقی اطلاعات شرکت را هم وارد می‌کند."
    >
      <SectionForm
        labelledBy="personal-title"
        onSubmit={submit}
        error={formError}
        saving={saving}
        submitLabel="ذخیرهٔ اطلاعات هویتی"
      >
        <FormTextField form={form} name="first_name" label="نام" autoComplete="given-name" />
        <FormTextField form={form} name="last_name" label="نام خانوادگی" autoComplete="family-name" />
        <FormTextField
          form={form}
          name="national_id"
          label="کد ملی"
          variant="numeric"
          className="latin"
          placeholder="۱۰ رقم"
        />
        <FormTextField form={form} name="father_name" label="نام پدر" />
        <FormTextField form={form} name="birth_place" label="محل تولد" />
        <DayField control={form.control} name="birth_date" label="تاریخ تولد" />
        <ChoiceField
          control={form.control}
          name="gender"
          label="جنسیت"
          options={GENDER_OPTIONS}
          placeholder="انتخاب کنید"
          clearable
        />
        <ChoiceField control={form.control} name="user_type" label="نوع کاربری" options={USER_TYPE_OPTIONS} />
      </SectionForm>
    </SectionCard>
  );
}
