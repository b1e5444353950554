import { DirectionProvider } from "@radix-ui/react-direction";
import { render } from "@testing-library/react";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import type { ReactElement } from "react";

/**
 * Renders in RTL inside nuqs' testing adapter, starting from `search` and remembering what is written.
 * `url()` is the query string as last written (or as it started), `updates` every write in order.
 */
export function renderWithUrl(ui: ReactElement, search = "") {
  const updates: UrlUpdateEvent[] = [];
  const result = render(
    <NuqsTestingAdapter searchParams={search} hasMemory onUrlUpdate={(event) => updates.push(event)}>
      <DirectionProvider dir="rtl">
        <div dir="rtl">{ui}</div>
      </DirectionProvider>
    </NuqsTestingAdapter>,
  );
  const url = () => updates.at(-1)?.searchParams ?? new URLSearchParams(search);
  return { ...result, updates, url };
}
