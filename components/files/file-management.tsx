"use client";

import { useState } from "react";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { listTableState } from "@/components/ui/list/list-table-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryTabs } from "@/components/ui/query-tabs";
import { DataTable } from "@/components/ui/table";
import { fileDownloadUrl, useFileCategories, useFileList } from "@/lib/api/account-files";
import { FILE_CATEGORY_TITLES, FILE_TABS, type AccountFile, type FileListTab } from "@/lib/contract/account-files";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { toPersianDigits } from "@/lib/validation/digits";
import { DeleteFileDialog } from "./delete-file-dialog";
import { fileColumns } from "./file-columns";
import { StorageQuota } from "./storage-quota";

const rowKey = (file: AccountFile) => String(file.id);

function NoFileYet({ tab }: { tab: FileListTab }) {
  return (
    <span className="leading-7">
      {tab === "all"
        ? "هنوز فایلی ندارید. خروجی‌های بزرگ (بیش از ۱۰۰٬۰۰۰ ردیف) اینجا ساخته می‌شوند و فایل‌های گیرندگان ارسال و ورود مخاطبان، مدارک و پیوست‌های پشتیبانی هم اینجا دیده می‌شوند."
        : tab === "uploads"
          ? "هنوز فایلی بارگذاری نکرده‌اید. فایل گیرندگانی که با آن ارسال می‌کنید و فایل مخاطبانی که وارد می‌کنید اینجا نگه داشته می‌شود."
          : `در «${FILE_CATEGORY_TITLES[tab]}» فایلی نیست.`}
    </span>
  );
}

/** One tab's files, paged: a table on a desktop, cards on a phone. */
function FileList({ tab }: { tab: FileListTab }) {
  const { page, limit, setPage } = usePaginationState();
  const query = useFileList(tab, page, limit);
  usePageInRange(query.data?.meta.total);
  const [deleting, setDeleting] = useState<AccountFile | null>(null);
  const rows = query.data?.data;
  return (
    <div className="flex min-w-0 flex-col gap-3 pt-3">
      <DataTable
        caption="فایل‌ها"
        columns={fileColumns({ downloadHref: (file) => fileDownloadUrl(file.id), onDelete: setDeleting })}
        getRowKey={rowKey}
        {...listTableState(query)}
        empty={<NoFileYet tab={tab} />}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      <DeleteFileDialog
        file={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDeleted={() => {
          // The last row of a page gone: the page before it.
          if (rows && rows.length === 1 && page > 1) setPage(page - 1);
        }}
      />
    </div>
  );
}

/**
 * «مدیریت فایل‌ها»: the storage against the account's quota, then the files by category (tabs
 * with their counts); a file being written shows its progress as the socket tells it.
 */
export function FileManagement() {
  const categories = useFileCategories();
  const countOf = (tab: FileListTab) => {
    if (!categories.data) return "";
    const count =
      tab === "all"
        ? categories.data.categories.reduce((sum, c) => sum + c.count, 0)
        : (categories.data.categories.find((c) => c.key === tab)?.count ?? 0);
    return ` (${toPersianDigits(count)})`;
  };
  return (
    <section aria-label="فایل‌های حساب" className="flex min-w-0 flex-col gap-4">
      <StorageQuota storage={categories.data} />
      <QueryTabs
        label="دسته‌های فایل"
        tabs={FILE_TABS.map((tab) => ({
          label: `${tab === "all" ? "همه" : FILE_CATEGORY_TITLES[tab]}${countOf(tab)}`,
          content: <FileList tab={tab} />,
        }))}
      />
    </section>
  );
}
