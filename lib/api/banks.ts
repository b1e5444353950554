"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  citiesResponseSchema,
  countiesResponseSchema,
  gendersResponseSchema,
  operatorCountsResponseSchema,
  postalCodeCountsResponseSchema,
  provincesResponseSchema,
  type BankCountsQuery,
} from "../contract/banks";
import { apiGet } from "./client";

const bankKeys = {
  all: ["banks"] as const,
  provinces: () => [...bankKeys.all, "provinces"] as const,
  counties: (provinceId: number) => [...bankKeys.all, "counties", provinceId] as const,
  cities: (countyId: number) => [...bankKeys.all, "cities", countyId] as const,
  genders: () => [...bankKeys.all, "genders"] as const,
  counts: (query: Partial<BankCountsQuery>) => [...bankKeys.all, "counts", query] as const,
  postalCodes: (query: Record<string, string | number>) => [...bankKeys.all, "postal-codes", query] as const,
};

/** Places and genders change rarely: kept for the whole visit. */
const LOOKUP = { staleTime: Infinity } as const;

export function useProvinces() {
  return useQuery({
    queryKey: bankKeys.provinces(),
    queryFn: () => apiGet(provincesResponseSchema, "v1/api/send/banks/provinces").then((b) => b.data),
    ...LOOKUP,
  });
}

export function useCounties(provinceId: number | null) {
  return useQuery({
    queryKey: bankKeys.counties(provinceId ?? 0),
    queryFn: () =>
      apiGet(countiesResponseSchema, "v1/api/send/banks/counties", { province_id: provinceId! }).then((b) => b.data),
    enabled: provinceId !== null,
    ...LOOKUP,
  });
}

export function useCities(countyId: number | null) {
  return useQuery({
    queryKey: bankKeys.cities(countyId ?? 0),
    queryFn: () =>
      apiGet(citiesResponseSchema, "v1/api/send/banks/cities", { county_id: countyId! }).then((b) => b.data),
    enabled: countyId !== null,
    ...LOOKUP,
  });
}

export function useGenders() {
  return useQuery({
    queryKey: bankKeys.genders(),
    queryFn: () => apiGet(gendersResponseSchema, "v1/api/send/banks/genders").then((b) => b.data),
    ...LOOKUP,
  });
}

/** How many of the bank's numbers per operator group match the filters (Edge's parameters; absent ones left out). */
export function useBankCounts(query: Partial<BankCountsQuery> | null) {
  const params = query
    ? (Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) as Record<
        string,
        string | number
      >)
    : {};
  return useQuery({
    queryKey: bankKeys.counts(params),
    queryFn: () => apiGet(operatorCountsResponseSchema, "v1/api/send/banks/counts", params).then((b) => b.data),
    enabled: query !== null && query.province_id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Numbers per operator group for each postal code (the start of ten-digit codes), with the person filters. */
export function usePostalCodeCounts(
  codes: string[],
  filters: { gender?: number; age_from?: number; age_to?: number; bank?: string },
) {
  const params: Record<string, string | number> = { postal_codes: codes.join(",") };
  if (filters.gender) params.gender_id = filters.gender;
  if (filters.age_from !== undefined) params.birth_year_from = filters.age_from;
  if (filters.age_to !== undefined) params.birth_year_to = filters.age_to;
  if (filters.bank) params.bank = filters.bank;
  return useQuery({
    queryKey: bankKeys.postalCodes(params),
    queryFn: () =>
      apiGet(postalCodeCountsResponseSchema, "v1/api/send/banks/postal-code-counts", params).then((b) => b.data),
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
  });
}
