"use client";

import { useEffect, useRef } from "react";
import { socketEventSchema, type SocketEvent, type SocketEventName } from "../contract/socket";
import { useLiveSocket } from "./live-socket-context";

/**
 * Calls `handler` with every `name` event of the live socket, checked against its schema in
 * `lib/contract/socket.ts` first; an event that does not match is logged and dropped.
 */
export function useSocketEvent<N extends SocketEventName>(
  name: N,
  handler: (event: Extract<SocketEvent, { event: N }>) => void,
): void {
  const socket = useLiveSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((message) => {
      if (message.event !== name) return;
      const parsed = socketEventSchema.safeParse(message);
      if (!parsed.success) {
        console.warn(`[live] a "${name}" event of an unexpected shape was ignored`);
        return;
      }
      latest.current(parsed.data as Extract<SocketEvent, { event: N }>);
    });
  }, [socket, name]);
}
