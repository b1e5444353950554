"use client";

import { forwardRef, type InputHTMLAttributes, type KeyboardEvent } from "react";
import { digitsOnly } from "@/lib/validation/digits";

export type TextInputVariant = "text" | "numeric" | "tel";

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  variant?: TextInputVariant;
  invalid?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onEnter?: () => void;
}

/** Keys a tel field lets through (spec §5): digits, editing and navigation keys, and clipboard shortcuts. */
const TEL_KEYS = new Set(["Backspace", "Delete", "ArrowLeft", "ArrowRight", "Tab", "Enter"]);
const TEL_SHORTCUTS = new Set(["c", "v", "x", "a"]);

function isAllowedTelKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (TEL_KEYS.has(event.key)) return true;
  if ((event.ctrlKey || event.metaKey) && TEL_SHORTCUTS.has(event.key.toLowerCase())) return true;
  return /^[0-9\u06f0-\u06f9\u0660-\u0669]$/.test(event.key);
}

/**
 * A 40 px text field. Numeric and tel variants turn Persian/Arabic digits into Latin ones and drop
 * everything else; every variant trims on blur; Enter calls onEnter.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { variant = "text", invalid, className = "", onChange, onBlur, onKeyDown, onEnter, dir, ...rest },
  ref,
) {
  const latin = variant !== "text";
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      inputMode={variant === "numeric" ? "numeric" : variant === "tel" ? "tel" : rest.inputMode}
      type={variant === "tel" ? "tel" : rest.type}
      dir={dir ?? (latin ? "ltr" : undefined)}
      className={`h-10 w-full rounded-lg border bg-surface px-3 text-sm text-text transition-colors outline-none placeholder:text-muted focus:border-primary ${
        invalid ? "border-danger" : "border-border"
      } ${latin ? "text-end" : ""} ${className}`}
      onKeyDown={(event) => {
        if (variant === "tel" && !isAllowedTelKey(event)) event.preventDefault();
        if (event.key === "Enter" && onEnter) {
          event.preventDefault();
          onEnter();
        }
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        if (latin) event.target.value = digitsOnly(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) {
          event.target.value = trimmed;
          onChange?.(event);
        }
        onBlur?.(event);
      }}
      {...rest}
    />
  );
});
