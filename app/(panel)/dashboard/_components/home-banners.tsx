"use client";

import { BannerStrip } from "@/components/layout/banner/banner-strip";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useBanners } from "@/lib/api/home";
import { toErrorMessage } from "@/lib/errors/to-message";
import { BannerCarousel } from "./banner-carousel";

/** The home page's banners: the type-4 strip, then the carousel of the other types (type 1 is the layout's). */
export function HomeBanners() {
  const { data, isPending, isError, error, refetch, isFetching } = useBanners();
  if (isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (isError) {
    return (
      <ErrorState
        message={toErrorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
        className="h-48 rounded-2xl border border-border bg-surface"
      />
    );
  }
  if (!data.homeStrip && data.carousel.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {data.homeStrip ? <BannerStrip banner={data.homeStrip} className="rounded-xl" /> : null}
      {data.carousel.length > 0 ? <BannerCarousel banners={data.carousel} /> : null}
    </div>
  );
}
