import { act, screen } from "@testing-library/react";
import { useMemo, useSyncExternalStore } from "react";
import { FilterBar, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { defineTableFilters, type FilterOption } from "@/lib/url-state/filter-definitions";
import { renderWithUrl } from "../table/render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LINES: FilterOption[] = [
  { value: "12", label: "خط ۳۰۰۰" },
  { value: "13", label: "خط ۲۰۰۰" },
];

/** A table whose line filter offers choices that arrive after the first render, as from the server. */
function tableFilters(lines: readonly FilterOption[], dayKind: "date" | "search") {
  return defineTableFilters(
    [
      { type: "options", name: "line", label: "خط", options: lines },
      { type: "options", name: "lines", label: "خطوط", multiple: true, options: lines },
      dayKind === "date"
        ? { type: "date", name: "value", label: "مقدار" }
        : { type: "search", name: "value", label: "مقدار" },
    ],
    { prefix: "t_" },
  );
}

interface Loaded {
  lines: readonly FilterOption[];
  dayKind: "date" | "search";
}

/** What "the server" has answered so far; the table reads it as it would a query's data. */
const server = {
  loaded: { lines: [], dayKind: "search" } as Loaded,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    server.listeners.add(listener);
    return () => server.listeners.delete(listener);
  },
};

function deliver(lines: readonly FilterOption[], dayKind: Loaded["dayKind"] = "search") {
  server.loaded = { lines, dayKind };
  server.listeners.forEach((listener) => listener());
}

beforeEach(() => (server.loaded = { lines: [], dayKind: "search" }));

function LateChoicesTable() {
  const loaded = useSyncExternalStore(server.subscribe, () => server.loaded);
  const config = useMemo(() => tableFilters(loaded.lines, loaded.dayKind), [loaded]);
  return (
    <TableFiltersProvider config={config}>
      <FilterBar />
      <Probe config={config} />
    </TableFiltersProvider>
  );
}

function Probe({ config }: { config: ReturnType<typeof tableFilters> }) {
  const { filters } = useTableFilters(config);
  return <output data-testid="probe">{JSON.stringify(filters)}</output>;
}

const probed = () => JSON.parse(screen.getByTestId("probe").textContent ?? "null");

describe("an options filter whose choices arrive after the page opened", () => {
  it("keeps the choice named in the link and applies it once the choices are known", async () => {
    const { url } = renderWithUrl(<LateChoicesTable />, "?t_line=12&t_lines=13,99&t_value=abc");
    // Not a choice yet: nothing is applied, and the link is left alone.
    expect(probed()).toMatchObject({ line: null, lines: [] });
    await act(async () => deliver(LINES));
    expect(probed()).toMatchObject({ line: "12", lines: ["13"] });
    expect(screen.getByRole("combobox", { name: "خط" })).toHaveTextContent(/^خط ۳۰۰۰$/);
    expect(url().get("t_line")).toBe("12");
  });

  it("still reads a value that is no choice as none", async () => {
    renderWithUrl(<LateChoicesTable />, "?t_line=99");
    await act(async () => deliver(LINES));
    expect(probed()).toMatchObject({ line: null });
    expect(screen.getByRole("combobox", { name: "خط" })).toHaveTextContent(/^همه$/);
  });

  it("reads the same key again when its filter changes kind", async () => {
    renderWithUrl(<LateChoicesTable />, "?t_value=1403/05/12");
    expect(probed()).toMatchObject({ value: "1403/05/12" });
    await act(async () => deliver(LINES, "date"));
    expect(probed()).toMatchObject({ value: "1403/05/12" });
    expect(screen.getByLabelText("مقدار")).toHaveValue("1403/05/12");
  });

  it("reads text that is no day as no day when the filter becomes a date", async () => {
    renderWithUrl(<LateChoicesTable />, "?t_value=abc");
    expect(probed()).toMatchObject({ value: "abc" });
    await act(async () => deliver(LINES, "date"));
    expect(probed()).toMatchObject({ value: null });
  });
});
