"use client";

import { useSyncExternalStore } from "react";
import { useLiveSocket } from "./live-socket-context";
import type { SocketStatus } from "./socket-status";

const noSubscription = () => () => undefined;

/** The live connection's status, CLOSED outside the signed-in area and while rendering on the server. */
export function useSocketStatus(): SocketStatus {
  const socket = useLiveSocket();
  return useSyncExternalStore(
    socket?.subscribeStatus ?? noSubscription,
    socket?.getStatus ?? (() => "CLOSED"),
    () => "CLOSED",
  );
}
