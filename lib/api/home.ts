"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useAccess } from "../auth/access-context";
import type { Banner } from "../contract/home";
import type { Access } from "../contract/permissions";
import { canFollowLink } from "../navigation/page-access";
import { bannersQuery, NEWS_PAGE_SIZE, newsQuery, quickAccessQuery, type BannerGroups } from "./queries/home-queries";
import { browserInfiniteQuery, browserQuery } from "./queries/in-browser";

export { NEWS_PAGE_SIZE };

/** News of the home page, newest first, a page at a time ("more news" loads the next). */
export function useNews(perPage: number = NEWS_PAGE_SIZE) {
  return useInfiniteQuery(browserInfiniteQuery(newsQuery(perPage)));
}

export function useQuickAccess() {
  return useQuery(browserQuery(quickAccessQuery));
}

/**
 * All banners grouped by type, shared by the layout's top strip and the home page (one request). A
 * colleague is not shown a banner that leads to a page their role does not reach.
 */
export function useBanners() {
  const { access } = useAccess();
  return useQuery({
    ...browserQuery(bannersQuery),
    staleTime: 5 * 60_000,
    select: access === "all" ? undefined : (groups: BannerGroups) => bannersLeadingWithin(groups, access),
  });
}

function bannersLeadingWithin(groups: BannerGroups, access: Access): BannerGroups {
  const allowed = (banner: Banner | undefined) =>
    banner !== undefined &&
    canFollowLink(banner.mainFiles.link, access) &&
    canFollowLink(banner.popupFiles?.link ?? null, access);
  return {
    topStrip: allowed(groups.topStrip) ? groups.topStrip : undefined,
    homeStrip: allowed(groups.homeStrip) ? groups.homeStrip : undefined,
    carousel: groups.carousel.filter(allowed),
  };
}
