"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, type Ref } from "react";
import { Select } from "@/components/ui/select";
import { toErrorMessage } from "@/lib/errors/to-message";
import { authApi, authKeys } from "@/lib/api/auth";

function useActivityDomains() {
  return useQuery({
    queryKey: authKeys.activityDomains,
    queryFn: authApi.activityDomains,
    staleTime: 10 * 60_000,
    select: (answer) => answer.data,
  });
}

export interface ActivityDomainSelectProps {
  id: string;
  /** The chosen domain's id, or "" before a choice. */
  value: string | number;
  onChange: (value: number | "") => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  invalid?: boolean;
  "aria-describedby"?: string;
}

/** The business areas the upstream offers, searchable; while the list loads or fails, the box says so. */
export function ActivityDomainSelect({ value, onChange, ...rest }: ActivityDomainSelectProps) {
  const domains = useActivityDomains();
  const options = useMemo(
    () => domains.data?.map((domain) => ({ value: domain.id, label: domain.title })) ?? [],
    [domains.data],
  );
  const placeholder = domains.isPending
    ? "در حال دریافت فهرست…"
    : domains.isError
      ? toErrorMessage(domains.error)
      : undefined;
  return (
    <Select
      {...rest}
      name="activity_domain_id"
      searchable
      options={options}
      placeholder={placeholder}
      value={value === "" ? null : Number(value)}
      onChange={(next) => onChange(next ?? "")}
    />
  );
}
