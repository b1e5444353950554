"use client";

import { forwardRef } from "react";
import { TextInput, type TextInputProps } from "@/components/ui/text-input";
import { digitsOnly } from "@/lib/validation/digits";

/** Digits grouped in threes as they are typed: 1,250,000. */
const groupTyped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export interface AmountInputProps extends Omit<TextInputProps, "value" | "onChange" | "variant"> {
  /** The amount's digits, as the form keeps them. */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * An amount in rials: Persian or Latin digits, shown grouped in threes as they are typed; the form
 * keeps the bare digits (the contract reads them either way).
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onChange, className = "", ...rest },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      className={`latin text-end ${className}`}
      value={groupTyped(value)}
      onChange={(event) =>
        onChange(
          digitsOnly(event.target.value)
            .replace(/^0+(?=\d)/, "")
            .slice(0, 12),
        )
      }
    />
  );
});
