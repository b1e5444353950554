import { defineTableFilters, TableFilters, TableFiltersProvider, useTableFilters, type RenderDateInput } from "@/components/ui/table";

export function makeFilters(prefix = "") {
  return defineTableFilters(
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
          { value: "1000", label: "۱۰۰۰" },
        ],
      },
      { type: "date", name: "day", label: "روز" },
      { type: "date_range", name: "period", label: "بازه ارسال", dateFromKey: "from_date", dateToKey: "to_date" },
      { type: "search_range", name: "count", label: "تعداد" },
    ],
    { prefix },
  );
}

export type TestFilters = ReturnType<typeof makeFilters>;

/** Shows what a page would pass to its data query. */
export function Probe({ config }: { config: TestFilters }) {
  const state = useTableFilters(config);
  return <output data-testid="probe">{JSON.stringify(state)}</output>;
}

export function probed(): ReturnType<typeof useTableFilters<TestFilters["filters"]>> {
  return JSON.parse(document.querySelector('[data-testid="probe"]')?.textContent ?? "null");
}

export function FilteredTable({ config, renderDateInput }: { config: TestFilters; renderDateInput?: RenderDateInput }) {
  return (
    <TableFiltersProvider config={config} renderDateInput={renderDateInput}>
      <TableFilters />
      <Probe config={config} />
    </TableFiltersProvider>
  );
}
