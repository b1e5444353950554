"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { filterOptionsByLabel, Select, type LoadOptions, type SelectOption } from "@/components/ui/select";
import { toPersianDigits } from "@/lib/validation/digits";
import { GalleryItem, GallerySection } from "./gallery-section";

const CITIES: SelectOption<string>[] = [
  { value: "thr", label: "تهران" },
  { value: "shz", label: "شیراز" },
  { value: "isf", label: "اصفهان" },
  { value: "tbz", label: "تبریز" },
  { value: "msh", label: "مشهد" },
  { value: "krj", label: "کرج" },
  { value: "ker", label: "کرمان" },
  { value: "yzd", label: "یزد" },
];

const LINES: SelectOption<number>[] = [
  { value: 1, label: "خط اختصاصی ۳۰۰۰۱۲۳۴" },
  { value: 2, label: "خط عمومی ۱۰۰۰۴۵۶۷ (غیرفعال)", disabled: true },
  { value: 3, label: "خط خدماتی ۲۰۰۰۸۸۸" },
];

/** A pretend server: 45 contacts in pages of 10, 600 ms per answer, filtered by the search. */
const CONTACTS: SelectOption<number>[] = Array.from({ length: 45 }, (_, index) => ({
  value: index + 1,
  label: `مخاطب شماره ${toPersianDigits(index + 1)}`,
}));

const loadContacts: LoadOptions<number> = ({ search, page }) =>
  new Promise((resolve) => {
    window.setTimeout(() => {
      const matches = filterOptionsByLabel(CONTACTS, search);
      resolve({ options: matches.slice((page - 1) * 10, page * 10), hasMore: page * 10 < matches.length });
    }, 600);
  });

/** Fails every other request, so the error row and its retry can be tried. */
let flakyCalls = 0;
const loadFlaky: LoadOptions<number> = ({ page }) =>
  new Promise((resolve, reject) => {
    window.setTimeout(() => {
      flakyCalls += 1;
      if (flakyCalls % 2 === 1) reject("دریافت فهرست ممکن نشد");
      else resolve({ options: CONTACTS.slice((page - 1) * 10, page * 10), hasMore: page < 2 });
    }, 600);
  });

/** Every state of the Select for the development gallery; needs no server. */
export function SelectDemo() {
  const [single, setSingle] = useState<string | null>(null);
  const [filled, setFilled] = useState<string | null>("shz");
  const [invalidValue, setInvalidValue] = useState<string | null>(null);
  const [line, setLine] = useState<number | null>(null);
  const [many, setMany] = useState<string[]>(["thr", "shz", "isf", "tbz", "msh"]);
  const [searched, setSearched] = useState<string | null>(null);
  const [contact, setContact] = useState<number | null>(7);
  const [contacts, setContacts] = useState<number[]>([]);
  const [flaky, setFlaky] = useState<number | null>(null);

  return (
    <GallerySection title="فهرست انتخابی">
      <div className="grid gap-6 sm:grid-cols-2">
        <GalleryItem caption="تک‌انتخابی، خالی">
          <Field id="demo-select-single" label="شهر">
            <Select id="demo-select-single" options={CITIES} value={single} onChange={setSingle} />
          </Field>
        </GalleryItem>
        <GalleryItem caption="پرشده، با دکمه پاک کردن">
          <Field id="demo-select-filled" label="شهر">
            <Select id="demo-select-filled" options={CITIES} value={filled} onChange={setFilled} clearable />
          </Field>
        </GalleryItem>
        <GalleryItem caption="غیرفعال">
          <Field id="demo-select-disabled" label="شهر">
            <Select id="demo-select-disabled" options={CITIES} value="isf" onChange={() => {}} disabled />
          </Field>
        </GalleryItem>
        <GalleryItem caption="دارای خطا">
          <Field id="demo-select-invalid" label="شهر" error={invalidValue ? undefined : "یک شهر انتخاب کنید"}>
            <Select
              id="demo-select-invalid"
              options={CITIES}
              value={invalidValue}
              onChange={setInvalidValue}
              invalid={!invalidValue}
              aria-describedby={invalidValue ? undefined : "demo-select-invalid-error"}
            />
          </Field>
        </GalleryItem>
        <GalleryItem caption="گزینه غیرفعال در فهرست">
          <Field id="demo-select-lines" label="خط ارسال">
            <Select id="demo-select-lines" options={LINES} value={line} onChange={setLine} />
          </Field>
        </GalleryItem>
        <GalleryItem caption="چندانتخابی: دو نام اول و شمار بقیه">
          <Field id="demo-select-multi" label="شهرها">
            <Select id="demo-select-multi" multiple options={CITIES} value={many} onChange={setMany} clearable />
          </Field>
        </GalleryItem>
        <GalleryItem caption="جستجوپذیر (ي و ك عربی هم پیدا می‌شوند)">
          <Field id="demo-select-search" label="شهر">
            <Select id="demo-select-search" searchable options={CITIES} value={searched} onChange={setSearched} />
          </Field>
        </GalleryItem>
        <GalleryItem caption="فهرست خالی">
          <Field id="demo-select-empty" label="گروه">
            <Select id="demo-select-empty" options={[]} value={null} onChange={() => {}} />
          </Field>
        </GalleryItem>
        <GalleryItem caption="از سرور، صفحه‌به‌صفحه، جستجو پس از ۱ ثانیه">
          <Field id="demo-select-async" label="مخاطب">
            <Select
              id="demo-select-async"
              searchable
              clearable
              loadOptions={loadContacts}
              selectedOptions={CONTACTS.slice(6, 7)}
              value={contact}
              onChange={setContact}
            />
          </Field>
        </GalleryItem>
        <GalleryItem caption="از سرور، چندانتخابی">
          <Field id="demo-select-async-multi" label="مخاطبان">
            <Select
              id="demo-select-async-multi"
              multiple
              searchable
              loadOptions={loadContacts}
              value={contacts}
              onChange={setContacts}
            />
          </Field>
        </GalleryItem>
        <GalleryItem caption="خطای بارگذاری و تلاش دوباره">
          <Field id="demo-select-flaky" label="مخاطب">
            <Select id="demo-select-flaky" loadOptions={loadFlaky} value={flaky} onChange={setFlaky} />
          </Field>
        </GalleryItem>
      </div>
    </GallerySection>
  );
}
