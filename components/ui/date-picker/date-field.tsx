"use client";

import { forwardRef } from "react";
import { maskDate } from "@/lib/date/date-masks";
import { MaskedInput, type MaskedInputProps } from "./masked-input";

export type DateFieldProps = Omit<MaskedInputProps, "mask">;

/** Spec §5 plain date field: YYYY/MM/DD, digits and slashes only, slashes put in as you type. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <MaskedInput ref={ref} mask={maskDate} placeholder="1403/05/12" {...props} />;
});
