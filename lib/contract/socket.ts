import { z } from "zod";

/**
 * The live socket's messages (DESIGN "Live socket"). The browser sends the text `9` every 5000 ms;
 * the upstream answers with a pong and pushes events, each a JSON object with an `event` name.
 */
export const SOCKET_PING = "9";
export const socketPongSchema = z.object({ type: z.literal("pong") });

export const creditChangedEventSchema = z.object({
  event: z.literal("credit.changed"),
  data: z.object({ credit: z.number() }),
});

export const socketEventSchema = z.discriminatedUnion("event", [creditChangedEventSchema]);

export type SocketEvent = z.infer<typeof socketEventSchema>;
export type SocketEventName = SocketEvent["event"];
