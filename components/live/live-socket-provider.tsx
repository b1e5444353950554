"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { LiveSocket } from "@/lib/socket/live-socket";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import { RELAY_PATH } from "@/lib/socket/relay-protocol.mjs";

function relayUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${RELAY_PATH}`;
}

/** Starts the browser's live connection for the signed-in area and stops it on the way out. */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Building the socket touches nothing; it connects only once started in the browser.
  const [socket] = useState(
    () =>
      new LiveSocket({
        url: relayUrl,
        // The relay says the session is over: the screen's own calls now get the 401 that signs out.
        onSessionEnded: () => void queryClient.refetchQueries({ type: "active" }),
        onError: () => console.warn("[live] the live connection failed; retrying"),
      }),
  );

  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, [socket]);

  return <LiveSocketContext.Provider value={socket}>{children}</LiveSocketContext.Provider>;
}
