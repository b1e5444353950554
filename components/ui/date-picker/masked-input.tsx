"use client";

import { forwardRef } from "react";
import { latinTextProps } from "../input-presets";
import { TextInput, type TextInputProps } from "../text-input";

export interface MaskedInputProps extends Omit<TextInputProps, "variant"> {
  mask: (raw: string) => string;
}

/**
 * A Latin entry field whose text is rewritten by `mask` on every change before the caller sees it,
 * so it works controlled (value + onChange) and with react-hook-form's register alike.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, onChange, className = "", ...rest },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      {...latinTextProps}
      inputMode="numeric"
      autoComplete="off"
      className={`latin text-end ${className}`}
      onChange={(event) => {
        event.target.value = mask(event.target.value);
        onChange?.(event);
      }}
      {...rest}
    />
  );
});
