"use client";

import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { PAGE_SIZES, type PageSize } from "@/lib/url-state/reserved-keys";
import { toPersianDigits } from "@/lib/validation/digits";

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
  sizes?: readonly PageSize[];
  disabled?: boolean;
}

/** «تعداد در صفحه»: the page-size choice (10, 20, 50, 100). */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES, disabled }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-muted">
        تعداد در صفحه
      </label>
      <div className="w-24">
        <NativeSelect id={id} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value) as PageSize)}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {toPersianDigits(size)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
