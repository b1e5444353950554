"use client";

import type { ReactNode } from "react";
import { TextInput } from "@/components/ui/text-input";
import { maskJalaliDateTyping } from "@/lib/url-state/jalali-date";
import { toPersianDigits } from "@/lib/validation/digits";

export const DATE_PLACEHOLDER = "۱۴۰۳/۰۵/۱۲";

export interface DateInputRenderProps {
  id: string;
  /** Text as typed, in Latin digits: "" (no date), partial, or YYYY/MM/DD. */
  value: string;
  /** Report the new text (Latin digits); a complete valid day is applied at once. */
  onChange: (text: string) => void;
  /** The user is done with the field: an invalid date shows its error. */
  onBlur: () => void;
  invalid: boolean;
  /** Ids of the error text, for aria-describedby. */
  describedBy?: string;
  /** Accessible name when the visible label does not name the field on its own (range ends). */
  ariaLabel?: string;
}

/** A replacement for the plain date field (plug the Jalali date picker in here). */
export type RenderDateInput = (props: DateInputRenderProps) => ReactNode;

/**
 * The plain Jalali date field: Persian or Latin digits in, shown in Persian digits, with the slashes
 * put in while typing (spec §5), YYYY/MM/DD.
 */
export function PlainDateInput({ id, value, onChange, onBlur, invalid, describedBy, ariaLabel }: DateInputRenderProps) {
  return (
    <TextInput
      id={id}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_PLACEHOLDER}
      className="text-end"
      value={toPersianDigits(value)}
      invalid={invalid}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      onChange={(event) => onChange(maskJalaliDateTyping(event.target.value))}
      onBlur={onBlur}
    />
  );
}

/** The date field the provider asked for, or the plain one. */
export function DateInput({ render, ...props }: DateInputRenderProps & { render?: RenderDateInput }) {
  return render ? <>{render(props)}</> : <PlainDateInput {...props} />;
}
