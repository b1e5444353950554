"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { areaCountsRequestSchema, operatorCountsResponseSchema, type AreaCountsRequest } from "../contract/banks";
import { apiPost } from "./client";

const areaCountKeys = {
  all: ["banks", "area-counts"] as const,
  area: (request: AreaCountsRequest) => [...areaCountKeys.all, request] as const,
};

/**
 * How many of the bank's numbers per operator group live inside a drawn area and match the person
 * filters; null asks nothing (no area yet). The last counts stay while a changed area is counted.
 */
export function useAreaCounts(request: AreaCountsRequest | null) {
  return useQuery({
    queryKey: areaCountKeys.area(request ?? { polygon: [] }),
    queryFn: () =>
      apiPost(
        operatorCountsResponseSchema,
        "v1/api/send/banks/area-counts",
        areaCountsRequestSchema.parse(request),
      ).then((body) => body.data),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
