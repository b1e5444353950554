"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { bannersQuery, NEWS_PAGE_SIZE, newsQuery, quickAccessQuery } from "./queries/home-queries";
import { browserInfiniteQuery, browserQuery } from "./queries/in-browser";

export { NEWS_PAGE_SIZE };

/** News of the home page, newest first, a page at a time ("more news" loads the next). */
export function useNews(perPage: number = NEWS_PAGE_SIZE) {
  return useInfiniteQuery(browserInfiniteQuery(newsQuery(perPage)));
}

export function useQuickAccess() {
  return useQuery(browserQuery(quickAccessQuery));
}

/** All banners grouped by type, shared by the layout's top strip and the home page (one request). */
export function useBanners() {
  return useQuery({ ...browserQuery(bannersQuery), staleTime: 5 * 60_000 });
}
