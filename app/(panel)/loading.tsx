import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a panel page's code and data load (spec §2: pages load lazily with an indicator). */
export default function PanelLoading() {
  return (
    <div role="status" aria-label="در حال بارگذاری صفحه" className="flex min-h-full flex-col">
      <div className="flex h-12 items-center gap-3 border-b border-border bg-surface px-4 md:hidden">
        <Skeleton className="h-5 w-32" />
      </div>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 md:gap-6 md:p-6">
        <Skeleton className="hidden h-7 w-40 md:block" />
        <Skeleton className="h-48 w-full rounded-2xl" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}
