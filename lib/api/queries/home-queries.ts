import {
  bannersResponseSchema,
  newsListResponseSchema,
  quickAccessResponseSchema,
  type Banner,
  type QuickAccess,
} from "../../contract/home";
import type { UpstreamInfiniteQuery, UpstreamQuery } from "./upstream-query";

export const NEWS_PAGE_SIZE = 5;

const homeKeys = {
  all: ["home"] as const,
  news: (perPage: number) => [...homeKeys.all, "news", { perPage }] as const,
  quickAccess: () => [...homeKeys.all, "quick-access"] as const,
  banners: () => [...homeKeys.all, "banners"] as const,
};

/** News of the home page, newest first, a page at a time ("more news" loads the next). */
export const newsQuery = (perPage: number): UpstreamInfiniteQuery<typeof newsListResponseSchema, number> => ({
  kind: "infinite",
  queryKey: homeKeys.news(perPage),
  path: "v1/api/user/news/user_news_list",
  params: (page) => ({ page, per_page: perPage }),
  schema: newsListResponseSchema,
  initialPageParam: 1,
  getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
});

/** Shortcuts the upstream picks for this user, in its order. */
export const quickAccessQuery: UpstreamQuery<typeof quickAccessResponseSchema, QuickAccess[]> = {
  kind: "query",
  queryKey: homeKeys.quickAccess(),
  path: "v1/api/panel/quick_access",
  schema: quickAccessResponseSchema,
  toData: (body) => body.data,
};

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
export const bannersQuery: UpstreamQuery<typeof bannersResponseSchema, BannerGroups> = {
  kind: "query",
  queryKey: homeKeys.banners(),
  path: "v1/api/panel/banners",
  schema: bannersResponseSchema,
  toData: (body) => groupBanners(body.data),
};
