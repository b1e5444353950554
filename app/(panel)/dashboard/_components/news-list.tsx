"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { NEWS_PAGE_SIZE, useNews } from "@/lib/api/home";
import { toErrorMessage } from "@/lib/errors/to-message";
import { HomeSection } from "./home-section";
import { NewsItem } from "./news-item";

function NewsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col divide-y divide-border">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-20" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** News and announcements, newest first, five at a time. */
export function NewsList() {
  const news = useNews(NEWS_PAGE_SIZE);
  const rows = news.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <HomeSection id="news-title" title="اخبار و اطلاعیه‌ها" icon="news">
      {news.isPending ? (
        <NewsSkeleton />
      ) : news.isError && rows.length === 0 ? (
        <ErrorState
          message={toErrorMessage(news.error)}
          onRetry={() => void news.refetch()}
          retrying={news.isFetching}
          className="min-h-32"
        />
      ) : rows.length === 0 ? (
        <EmptyState className="min-h-32">هنوز خبری منتشر نشده است.</EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col divide-y divide-border">
            {rows.map((row) => (
              <NewsItem key={row.id} news={row} />
            ))}
          </div>
          {news.isFetchNextPageError ? (
            <ErrorState
              message={toErrorMessage(news.error)}
              onRetry={() => void news.fetchNextPage()}
              retrying={news.isFetchingNextPage}
            />
          ) : news.hasNextPage ? (
            <Button
              variant="secondary"
              size="md"
              className="self-center"
              loading={news.isFetchingNextPage}
              onClick={() => void news.fetchNextPage()}
            >
              خبرهای بیشتر
            </Button>
          ) : null}
        </div>
      )}
    </HomeSection>
  );
}
