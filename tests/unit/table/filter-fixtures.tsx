import { act, fireEvent, screen } from "@testing-library/react";
import { defineTableFilters, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";

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
function Probe({ config }: { config: TestFilters }) {
  const state = useTableFilters(config);
  return <output data-testid="probe">{JSON.stringify(state)}</output>;
}

export function probed(): ReturnType<typeof useTableFilters<TestFilters["filters"]>> {
  return JSON.parse(document.querySelector('[data-testid="probe"]')?.textContent ?? "null");
}

export function FilteredTable({ config }: { config: TestFilters }) {
  return (
    <TableFiltersProvider config={config}>
      <TableFilters />
      <Probe config={config} />
    </TableFiltersProvider>
  );
}

/** Lets popups position themselves (floating-ui answers in a promise). */
export async function settle() {
  await act(async () => {});
}

export const combobox = (name: string) => screen.getByRole("combobox", { name });

/** Opens a select by clicking it, as a user would. */
export async function openSelect(name: string) {
  fireEvent.click(combobox(name));
  await settle();
}

/** Clicks an option of the open list; a single choice closes it, a multiple one stays open. */
export async function clickOption(label: string) {
  fireEvent.click(screen.getByRole("option", { name: label }));
  await settle();
}

export const optionLabels = () => screen.queryAllByRole("option").map((option) => option.textContent);

/** Types into a date picker's field (it masks and opens its calendar) and presses Enter to take it at once. */
export async function typeDate(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  await settle();
  fireEvent.keyDown(field, { key: "Enter" });
  await settle();
}

export const alerts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);
