"use client";

import { addDays } from "date-fns-jalali";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { PageButtons, PageSizeSelect, Pagination } from "@/components/ui/pagination";
import { QueryTabs } from "@/components/ui/query-tabs";
import {
  DataTable,
  defineTableFilters,
  MobileFilters,
  TableFilters,
  TableFiltersProvider,
  useTableFilters,
  type DataTableColumn,
  type FilterValues,
} from "@/components/ui/table";
import { FilterControl } from "@/components/ui/table/filter-control";
import { RowCards } from "@/components/ui/table/row-cards";
import { jalaliDayText } from "@/lib/date/jalali-text";
import { groupDigits } from "@/lib/format/money";
import { DATE_RANGE_ORDER_MESSAGE, NUMBER_RANGE_ORDER_MESSAGE, type FilterInput } from "@/lib/url-state/filter-inputs";
import type { PageSize } from "@/lib/url-state/reserved-keys";
import { toPersianDigits } from "@/lib/validation/digits";
import { GalleryItem, GallerySection } from "./gallery-section";

interface DemoMessage {
  id: string;
  number: string;
  text: string;
  status: "sent" | "failed";
  line: "3000" | "2000";
  day: string;
  count: number;
}

const TEXTS = [
  "کد تأیید شما",
  "تخفیف ویژهٔ پایان هفته",
  "یادآوری نوبت",
  "سفارش شما ارسال شد",
  "به باشگاه مشتریان خوش آمدید",
];

/** 234 made-up sent messages, one day apart from 1403/01/01, so every filter has something to find. */
const MESSAGES: DemoMessage[] = Array.from({ length: 234 }, (_, i) => ({
  id: String(i + 1),
  number: `0912${String(1_000_000 + i * 7919).slice(-7)}`,
  text: TEXTS[i % TEXTS.length] ?? "",
  status: i % 6 === 0 ? "failed" : "sent",
  line: i % 3 === 0 ? "2000" : "3000",
  day: jalaliDayText(addDays(new Date(2024, 2, 20), Math.floor(i / 3))),
  count: 1 + ((i * 37) % 500),
}));

const demoFilters = defineTableFilters(
  [
    { type: "search", name: "search", label: "جستجو", placeholder: "متن یا شماره" },
    {
      type: "options",
      name: "status",
      label: "وضعیت",
      options: [
        { value: "sent", label: "ارسال‌شده" },
        { value: "failed", label: "ناموفق" },
      ],
    },
    {
      type: "options",
      name: "line",
      label: "خط",
      multiple: true,
      options: [
        { value: "3000", label: "۳۰۰۰" },
        { value: "2000", label: "۲۰۰۰" },
      ],
    },
    { type: "date", name: "day", label: "روز ارسال" },
    { type: "date_range", name: "period", label: "بازهٔ ارسال", dateFromKey: "from_date", dateToKey: "to_date" },
    { type: "search_range", name: "count", label: "تعداد گیرنده" },
  ],
  { prefix: "demo_" },
);

type DemoValues = FilterValues<typeof demoFilters.filters>;

/** What the server would do with the query: keep the messages every filter allows. */
function matches(message: DemoMessage, f: DemoValues): boolean {
  const { period, count } = f;
  return (
    (!f.search || message.text.includes(f.search) || message.number.includes(f.search)) &&
    (!f.status || message.status === f.status) &&
    (f.line.length === 0 || f.line.includes(message.line)) &&
    (!f.day || message.day === f.day) &&
    (!period.from || message.day >= period.from) &&
    (!period.to || message.day <= period.to) &&
    (count.from === null || message.count >= count.from) &&
    (count.to === null || message.count <= count.to)
  );
}

const STATUS_LABELS = { sent: "ارسال‌شده", failed: "ناموفق" } as const;

const COLUMNS: DataTableColumn<DemoMessage>[] = [
  { key: "number", header: "شماره", cell: (m) => m.number, className: "latin" },
  { key: "text", header: "متن", cell: (m) => m.text },
  {
    key: "status",
    header: "وضعیت",
    cell: (m) => (
      <span className={m.status === "failed" ? "text-danger" : "text-success"}>{STATUS_LABELS[m.status]}</span>
    ),
  },
  { key: "line", header: "خط", cell: (m) => toPersianDigits(m.line) },
  { key: "day", header: "روز", cell: (m) => toPersianDigits(m.day), className: "whitespace-nowrap" },
  { key: "count", header: "گیرندگان", cell: (m) => groupDigits(m.count), className: "text-end" },
];

const rowKey = (m: DemoMessage) => m.id;

/** The whole pattern as a page uses it: filters and paging in the URL, the rows filtered from them. */
function LiveTable() {
  const { filters, page, limit } = useTableFilters(demoFilters);
  const found = useMemo(() => MESSAGES.filter((m) => matches(m, filters)), [filters]);
  const rows = found.slice((page - 1) * limit, page * limit);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <TableFiltersProvider config={demoFilters}>
      <div className="flex flex-col gap-3">
        <TableFilters />
        <p className="text-sm text-muted" aria-live="polite">
          {selected.length > 0 ? `${toPersianDigits(selected.length)} ردیف انتخاب شده` : "ردیفی انتخاب نشده"}
        </p>
        <DataTable
          caption="پیام‌های نمونه"
          columns={COLUMNS}
          rows={rows}
          getRowKey={rowKey}
          getRowLabel={(m) => m.number}
          selectedKeys={selected}
          onSelectedKeysChange={setSelected}
          empty="پیامی با این فیلترها پیدا نشد."
        />
        <Pagination total={found.length} />
        <GalleryItem caption="دکمهٔ «فیلترها» و پنجرهٔ تمام‌صفحهٔ موبایل (اینجا در هر پهنایی برای امتحان)">
          <div>
            <MobileFilters />
          </div>
        </GalleryItem>
      </div>
    </TableFiltersProvider>
  );
}

/** A table that failed: retry shows the skeleton for a moment, then the rows. */
function ErrorThenRows() {
  const [state, setState] = useState<"error" | "loading" | "rows">("error");
  const retry = () => {
    setState("loading");
    window.setTimeout(() => setState("rows"), 900);
  };
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        caption="جدول با خطا"
        columns={COLUMNS.slice(0, 3)}
        rows={state === "rows" ? MESSAGES.slice(0, 3) : undefined}
        getRowKey={rowKey}
        loading={state === "loading"}
        skeletonRows={3}
        error={state === "error" ? "ارتباط با سرور برقرار نشد. دوباره تلاش کنید." : null}
        onRetry={retry}
      />
      {state === "rows" ? (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setState("error")}>
          نمایش دوبارهٔ خطا
        </Button>
      ) : null}
    </div>
  );
}

/** Filter controls held still in the states a live bar passes through: filled choices, reversed ranges. */
function FilterControlStates() {
  const [, statusFilter, lineFilter, dayFilter, periodFilter, countFilter] = demoFilters.filters;
  const [status, setStatus] = useState<FilterInput>("failed");
  const [lines, setLines] = useState<FilterInput>(["3000", "2000"]);
  const [day, setDay] = useState<FilterInput>("1403/05/12");
  const [period, setPeriod] = useState<FilterInput>({ from: "1403/06/10", to: "1403/06/01" });
  const [range, setRange] = useState<FilterInput>({ from: "500", to: "20" });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GalleryItem caption="یک گزینه انتخاب‌شده">
        <FilterControl filter={statusFilter} input={status} onInput={setStatus} error={null} />
      </GalleryItem>
      <GalleryItem caption="چند گزینه انتخاب‌شده">
        <FilterControl filter={lineFilter} input={lines} onInput={setLines} error={null} />
      </GalleryItem>
      <GalleryItem caption="تاریخ پرشده (روز ناموجود مانند ۱۴۰۳/۰۷/۳۱ را تایپ کنید تا پیام انتخابگر را ببینید)">
        <FilterControl filter={dayFilter} input={day} onInput={setDay} error={null} />
      </GalleryItem>
      <GalleryItem caption="بازهٔ تاریخ وارونه">
        <FilterControl filter={periodFilter} input={period} onInput={setPeriod} error={DATE_RANGE_ORDER_MESSAGE} />
      </GalleryItem>
      <GalleryItem caption="بازهٔ عددی وارونه">
        <FilterControl filter={countFilter} input={range} onInput={setRange} error={NUMBER_RANGE_ORDER_MESSAGE} />
      </GalleryItem>
    </div>
  );
}

/** Pagination drawn from local state, to show the disabled look and a long list without touching the URL. */
function PagingStates() {
  const [page, setPage] = useState(10);
  const [size, setSize] = useState<PageSize>(20);
  return (
    <div className="flex flex-col gap-4">
      <GalleryItem caption="۵۰ صفحه، صفحهٔ جاری در میانه (۱ … ۹ ۱۰ ۱۱ … ۵۰)">
        <div className="flex flex-wrap items-center gap-4">
          <PageButtons page={page} totalPages={50} onPage={setPage} />
          <PageSizeSelect value={size} onChange={setSize} />
        </div>
      </GalleryItem>
      <GalleryItem caption="غیرفعال (هنگام بارگذاری صفحهٔ بعد)">
        <div className="flex flex-wrap items-center gap-4">
          <PageButtons page={3} totalPages={5} onPage={() => undefined} disabled />
          <PageSizeSelect value={10} onChange={() => undefined} disabled />
        </div>
      </GalleryItem>
    </div>
  );
}

/** Tabs, query-string filters, the data table and pagination in each of their states. */
export function TableDemo() {
  return (
    <>
      <GallerySection title="زبانه‌ها، فیلترها، جدول و صفحه‌بندی">
        <GalleryItem caption="زبانهٔ فعال در ?tab، فیلترها با پیشوند demo_، صفحه و تعداد در ?page و ?limit؛ تغییر زبانه یا فیلتر صفحه را به ۱ برمی‌گرداند">
          <QueryTabs
            label="نمونهٔ زبانه‌ها"
            tabs={[
              { label: "پیام‌ها", content: <LiveTable /> },
              {
                label: "راهنما",
                content: (
                  <p className="text-sm leading-7 text-muted">
                    با برگشتن به زبانهٔ «پیام‌ها»، فهرست از صفحهٔ ۱ شروع می‌شود و فیلترها سر جایشان می‌مانند.
                  </p>
                ),
              },
              { label: "بایگانی (غیرفعال)", content: null, disabled: true },
            ]}
          />
        </GalleryItem>
      </GallerySection>

      <GallerySection title="حالت‌های جدول">
        <GalleryItem caption="در حال بارگذاری (ردیف‌های جای‌نگه‌دار)">
          <DataTable
            caption="جدول در حال بارگذاری"
            columns={COLUMNS}
            rows={undefined}
            getRowKey={rowKey}
            loading
            skeletonRows={3}
          />
        </GalleryItem>
        <GalleryItem caption="خطا با دکمهٔ تلاش دوباره">
          <ErrorThenRows />
        </GalleryItem>
        <GalleryItem caption="خالی">
          <DataTable
            caption="جدول خالی"
            columns={COLUMNS}
            rows={[]}
            getRowKey={rowKey}
            empty="هنوز پیامی ارسال نکرده‌اید."
          />
        </GalleryItem>
        <GalleryItem caption="نمای کارتی موبایل (زیر ۷۶۸ پیکسل جدول به این شکل درمی‌آید)">
          <div className="max-w-sm">
            <RowCards
              caption="کارت‌های نمونه"
              columns={COLUMNS}
              rows={MESSAGES.slice(0, 2)}
              getRowKey={rowKey}
              status={{ kind: "rows" }}
              selectedKeys={["1"]}
              onSelectedKeysChange={() => undefined}
              getRowLabel={(m) => m.number}
            />
          </div>
        </GalleryItem>
      </GallerySection>

      <GallerySection title="حالت‌های فیلتر و صفحه‌بندی">
        <FilterControlStates />
        <PagingStates />
      </GallerySection>
    </>
  );
}
