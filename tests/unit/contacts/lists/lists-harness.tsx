import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toaster";
import { byCall, fakeNetwork, type CallRoute, type Reply } from "../../support/network";
import { testQueryClient } from "../../support/render-with-query";
import { renderWithUrl } from "../../table/render-with-url";

export { choose, settle } from "../../support/select";

export type { NetworkCall as Call, Reply, CallRoute as Route } from "../../support/network";

export const API = "/api/v1/api/phonebooks";

/**
 * The BFF for the contacts lists: answers per "METHOD /path" (the query left to the route) and
 * records every request. An unknown route answers 404.
 */
export const fakeBff = (routes: Record<string, CallRoute>) => fakeNetwork(byCall(routes));

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

/** A page of a list: the rows, with the page in `meta`. */
export function paged<T>(
  rows: T[],
  { page = 1, perPage = 10, total = rows.length }: { page?: number; perPage?: number; total?: number } = {},
): Reply {
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  return {
    body: {
      data: rows,
      meta: {
        ...meta,
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from,
        to: from === null ? null : from + rows.length - 1,
      },
    },
  };
}

export const ok = (data: unknown): Reply => ({ body: { data, meta } });

export { failure } from "../../support/network";

/** Renders a panel in RTL, with the query string starting from `search`, a fresh query client and the toaster. */
export function renderPanel(ui: ReactElement, search = "") {
  return renderWithUrl(
    <QueryClientProvider client={testQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
    search,
  );
}
