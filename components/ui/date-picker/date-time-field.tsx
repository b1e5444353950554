"use client";

import { forwardRef } from "react";
import { maskDateTime } from "@/lib/date/date-masks";
import { MaskedInput, type MaskedInputProps } from "./masked-input";

export type DateTimeFieldProps = Omit<MaskedInputProps, "mask">;

/** Spec §5 date-time field: "YYYY/MM/DD HH:mm", separators put in as you type, hours ≤ 23, minutes ≤ 59. */
export const DateTimeField = forwardRef<HTMLInputElement, DateTimeFieldProps>(function DateTimeField(props, ref) {
  return <MaskedInput ref={ref} mask={maskDateTime} placeholder="1403/05/12 14:30" {...props} />;
});
