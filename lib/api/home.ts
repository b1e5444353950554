"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  bannersResponseSchema,
  newsListResponseSchema,
  quickAccessResponseSchema,
  type Banner,
} from "../contract/home";
import { apiGet } from "./client";

export const NEWS_PAGE_SIZE = 5;

const homeKeys = {
  all: ["home"] as const,
  news: (perPage: number) => [...homeKeys.all, "news", { perPage }] as const,
  quickAccess: () => [...homeKeys.all, "quick-access"] as const,
  banners: () => [...homeKeys.all, "banners"] as const,
};

/** News of the home page, newest first, a page at a time ("more news" loads the next). */
export function useNews(perPage: number = NEWS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: homeKeys.news(perPage),
    queryFn: ({ pageParam }) =>
      apiGet(newsListResponseSchema, "v1/api/user/news/user_news_list", { page: pageParam, per_page: perPage }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}

export function useQuickAccess() {
  return useQuery({
    queryKey: homeKeys.quickAccess(),
    queryFn: () => apiGet(quickAccessResponseSchema, "v1/api/panel/quick_access").then((body) => body.data),
  });
}

/** Spec §3: banners grouped by type. Types 1 and 4 are strips; the rest form the carousel. */
export interface BannerGroups {
  topStrip: Banner | undefined;
  homeStrip: Banner | undefined;
  carousel: Banner[];
}

function groupBanners(banners: readonly Banner[]): BannerGroups {
  return {
    topStrip: banners.find((banner) => banner.type === 1),
    homeStrip: banners.find((banner) => banner.type === 4),
    carousel: banners.filter((banner) => banner.type !== 1 && banner.type !== 4),
  };
}

/** All banners, shared by the layout's top strip and the home page (one request). */
export function useBanners() {
  return useQuery({
    queryKey: homeKeys.banners(),
    queryFn: () => apiGet(bannersResponseSchema, "v1/api/panel/banners").then((body) => groupBanners(body.data)),
    staleTime: 5 * 60_000,
  });
}
