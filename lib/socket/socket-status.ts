/** Where the live connection stands (spec §7): the header's indicator shows it. */
export type SocketStatus = "CLOSED" | "CONNECTING" | "OPEN" | "ERROR";

/** Spec §9: the keep-alive, the wait before reconnecting and the wait before the first connect. */
export const SOCKET_TIMING = { pingMs: 5000, reconnectMs: 1000, firstConnectMs: 100 } as const;
export type SocketTiming = { pingMs: number; reconnectMs: number; firstConnectMs: number };
