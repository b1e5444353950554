"use client";

import { useQuery } from "@tanstack/react-query";
import { forwardRef } from "react";
import { NativeSelect, type NativeSelectProps } from "@/components/ui/native-select";
import { toErrorMessage } from "@/lib/errors/to-message";
import { authApi, authKeys } from "@/lib/api/auth";

export function useActivityDomains() {
  return useQuery({
    queryKey: authKeys.activityDomains,
    queryFn: authApi.activityDomains,
    staleTime: 10 * 60_000,
    select: (answer) => answer.data,
  });
}

/** The business areas the upstream offers, as a native select; its first option asks for a choice. */
export const ActivityDomainSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(
  function ActivityDomainSelect(props, ref) {
    const domains = useActivityDomains();
    const placeholder = domains.isPending
      ? "در حال دریافت فهرست…"
      : domains.isError
        ? toErrorMessage(domains.error)
        : domains.data.length === 0
          ? "لیست خالی است"
          : "انتخاب کنید";
    return (
      <NativeSelect ref={ref} {...props}>
        <option value="">
          {placeholder}
        </option>
        {domains.data?.map((domain) => (
          <option key={domain.id} value={String(domain.id)}>
            {domain.title}
          </option>
        ))}
      </NativeSelect>
    );
  },
);
