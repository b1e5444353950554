"use client";

import { useQuery } from "@tanstack/react-query";
import { towersResponseSchema } from "../contract/banks";
import { apiGet } from "./client";

export interface TowersPlace {
  province_id: number;
  county_id?: number;
  city_id?: number;
}

const towerKeys = {
  all: ["towers"] as const,
  of: (place: Record<string, number>) => [...towerKeys.all, place] as const,
};

/** The Irancell towers of a province (or one county or city of it), each with the bank's numbers it serves; idle until a province is chosen. */
export function useTowers(place: TowersPlace | null) {
  const params: Record<string, number> = {};
  if (place) {
    params.province_id = place.province_id;
    if (place.county_id !== undefined) params.county_id = place.county_id;
    if (place.city_id !== undefined) params.city_id = place.city_id;
  }
  return useQuery({
    queryKey: towerKeys.of(params),
    queryFn: () => apiGet(towersResponseSchema, "v1/api/send/banks/towers", params).then((b) => b.data),
    enabled: place !== null,
  });
}
