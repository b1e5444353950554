"use client";

import { createContext, useContext } from "react";
import type { LiveSocket } from "./live-socket";

/** The signed-in area's live socket; null outside it and before it starts in the browser. */
export const LiveSocketContext = createContext<LiveSocket | null>(null);

export const useLiveSocket = () => useContext(LiveSocketContext);
