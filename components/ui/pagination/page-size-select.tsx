"use client";

import { useId, useMemo } from "react";
import { Select } from "@/components/ui/select";
import { PAGE_SIZES, type PageSize } from "@/lib/url-state/reserved-keys";
import { toPersianDigits } from "@/lib/validation/digits";

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
  sizes?: readonly PageSize[];
  disabled?: boolean;
}

/** «تعداد در صفحه»: the page-size choice (10, 20, 50, 100), shown in Persian digits. */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES, disabled }: PageSizeSelectProps) {
  const id = useId();
  const options = useMemo(() => sizes.map((size) => ({ value: size, label: toPersianDigits(size) })), [sizes]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        تعداد در صفحه
      </label>
      <Select
        id={id}
        className="w-24"
        options={options}
        value={value}
        disabled={disabled}
        // Null never comes (no clear button); the size already shown is no change, so the page stays.
        onChange={(size) => {
          if (size !== null && size !== value) onChange(size);
        }}
      />
    </div>
  );
}
