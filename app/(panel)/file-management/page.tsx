import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { FileManagement } from "@/components/files/file-management";
import { filesFirstView } from "@/components/files/files-first-view";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "مدیریت فایل‌ها" };

/** The account's files (spec §2 `/file-management`), their first view read on the server. */
export default async function FileManagementPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(liveToken(await getSession()), filesFirstView(await listSearch(searchParams)));
  return (
    <PageWrapper
      title="مدیریت فایل‌ها"
      description="خروجی‌ها، فایل‌های بارگذاری‌شده، مدارک و پیوست‌های پشتیبانی حساب در یک جا؛ خروجی بیش از ۱۰۰٬۰۰۰ ردیف در پس‌زمینه ساخته می‌شود و وقتی آماده شد خبرتان می‌کنیم."
    >
      <HydrationBoundary state={state}>
        <FileManagement />
      </HydrationBoundary>
    </PageWrapper>
  );
}
