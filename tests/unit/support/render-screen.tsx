import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toaster";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import type { StubLiveSocket } from "../socket/stub-live-socket";
import { renderWithUrl } from "../table/render-with-url";
import { testQueryClient } from "./render-with-query";

/** Renders a screen in RTL with the query string starting from `search`, a fresh query client, the toaster and an optional live socket. */
export function renderScreen(
  ui: ReactElement,
  { search = "", socket }: { search?: string; socket?: StubLiveSocket } = {},
) {
  const client = testQueryClient();
  return {
    client,
    ...renderWithUrl(
      <QueryClientProvider client={client}>
        <LiveSocketContext.Provider value={socket?.asLiveSocket() ?? null}>
          {ui}
          <Toaster />
        </LiveSocketContext.Provider>
      </QueryClientProvider>,
      search,
    ),
  };
}
