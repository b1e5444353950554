"use client";

import { forwardRef, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons";
import { latinTextProps } from "./input-presets";
import { TextInput, type TextInputProps } from "./text-input";

export type PasswordInputProps = Omit<TextInputProps, "variant" | "type">;

/**
 * A password field with a show/hide toggle at its end. Passwords are Latin text, so the field
 * reads left to right (like the panel's numeric fields, aligned to the end); the toggle sits on
 * the wrapper's end side, which is the field's own start side, hence `ps-10` on the input.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className = "", ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput
        ref={ref}
        type={visible ? "text" : "password"}
        {...latinTextProps}
        className={`latin ps-10 text-end ${className}`}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? "پنهان کردن رمز عبور" : "نمایش رمز عبور"}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-muted hover:text-text"
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
});
