"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  jobCategoriesResponseSchema,
  jobSubCategoriesResponseSchema,
  operatorCountsResponseSchema,
} from "../contract/banks";
import { apiGet } from "./client";

const jobKeys = {
  all: ["jobs"] as const,
  categories: () => [...jobKeys.all, "categories"] as const,
  subCategories: (mainCategoryId: number) => [...jobKeys.all, "sub-categories", mainCategoryId] as const,
  counts: (query: Record<string, number>) => [...jobKeys.all, "counts", query] as const,
};

/** The directory's categories change rarely: kept for the whole visit. */
const LOOKUP = { staleTime: Infinity } as const;

/** The business directory's main categories (صنف). */
export function useJobCategories() {
  return useQuery({
    queryKey: jobKeys.categories(),
    queryFn: () => apiGet(jobCategoriesResponseSchema, "v1/api/send/jobs/categories").then((b) => b.data),
    ...LOOKUP,
  });
}

/** The sub-categories of one main category; idle until one is chosen. */
export function useJobSubCategories(mainCategoryId: number | null) {
  return useQuery({
    queryKey: jobKeys.subCategories(mainCategoryId ?? 0),
    queryFn: () =>
      apiGet(jobSubCategoriesResponseSchema, "v1/api/send/jobs/sub-categories", {
        main_category_id: mainCategoryId!,
      }).then((b) => b.data),
    enabled: mainCategoryId !== null,
    ...LOOKUP,
  });
}

/** The directory's numbers per operator group in a category (and sub-category); idle until a category is chosen. */
export function useJobCounts(query: { main_category_id: number; sub_category_id?: number } | null) {
  const params: Record<string, number> = {};
  if (query) {
    params.main_category_id = query.main_category_id;
    if (query.sub_category_id !== undefined) params.sub_category_id = query.sub_category_id;
  }
  return useQuery({
    queryKey: jobKeys.counts(params),
    queryFn: () => apiGet(operatorCountsResponseSchema, "v1/api/send/jobs/number-count", params).then((b) => b.data),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
