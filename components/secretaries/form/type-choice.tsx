"use client";

import { useController, useFormContext } from "react-hook-form";
import { SECRETARY_MESSAGES, SECRETARY_TYPE_TITLES, type SecretaryType } from "@/lib/contract/secretaries";
import { toPersianDigits } from "@/lib/validation/digits";
import type { SecretaryFormValues } from "./secretary-form-values";

const TYPE_DESCRIPTIONS: Record<SecretaryType, string> = {
  1: "به هر کلمهٔ کلیدی پاسخ خودش را می‌دهد و به پیام‌های دیگر پاسخی جدا (یا هیچ).",
  2: "پاسخ درست، نادرست و تکراری را جدا می‌شناسد و میان پاسخ‌های درست قرعه می‌کشد.",
  3: "هر پیام را نگه می‌دارد و با متن شما از فرستنده سپاسگزاری می‌کند.",
  4: "با کلمهٔ کلیدی به هر شماره یک کد هدیه از فهرست شما می‌دهد.",
  5: "هر شماره یک رأی به شمارهٔ گزینه می‌دهد و نتیجه را می‌بینید.",
  6: "با کلمهٔ کلیدی بازدید هر شماره را با شمارهٔ آن ثبت می‌کند.",
};

const TYPES = Object.keys(SECRETARY_TYPE_TITLES).map(Number) as SecretaryType[];

/** The six kinds of secretary as cards; once made, a secretary keeps its type. */
export function TypeChoice({ locked }: { locked: boolean }) {
  const { control } = useFormContext<SecretaryFormValues>();
  // A radio's value is text: the type is kept as the number the contract's union tells apart.
  const { field } = useController({ control, name: "type" });
  const chosen = field.value;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={locked ? "type-locked" : undefined}>
      <legend className="mb-2 text-sm font-medium">نوع منشی</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {TYPES.map((type) => (
          <label
            key={type}
            className={`flex cursor-pointer gap-2 rounded-xl border p-3 transition-colors has-disabled:cursor-not-allowed ${
              chosen === type ? "border-primary bg-primary-soft" : "border-border bg-surface hover:bg-surface-2"
            }`}
          >
            <input
              type="radio"
              name={field.name}
              value={type}
              checked={chosen === type}
              disabled={locked && chosen !== type}
              onChange={() => field.onChange(type)}
              onBlur={field.onBlur}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span className="text-sm font-bold">
                {toPersianDigits(type)}. {SECRETARY_TYPE_TITLES[type]}
              </span>
              <span className="text-xs leading-6 text-muted">{TYPE_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        ))}
      </div>
      {locked ? (
        <p id="type-locked" className="text-xs text-muted">
          {SECRETARY_MESSAGES.typeUnchangeable}
        </p>
      ) : null}
    </fieldset>
  );
}
