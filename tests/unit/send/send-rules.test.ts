/** @jest-environment node */
import { z } from "zod";
import { SEND_MESSAGES, SEND_STATES } from "@/lib/contract/send";
import { lineLabel } from "@/lib/send/line-label";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { isCancellable, isFinal, SEND_STATE_LOOK } from "@/lib/send/send-states";

describe("a send's state", () => {
  it("has a Persian label for each of Edge's ten states", () => {
    expect(Object.keys(SEND_STATE_LOOK).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SEND_STATE_LOOK[SEND_STATES.sending].label).toBe("در حال ارسال");
    expect(SEND_STATE_LOOK[SEND_STATES.sent]).toEqual({ label: "ارسال شده", tone: "success" });
    expect(SEND_STATE_LOOK[SEND_STATES.cancelled]).toEqual({ label: "لغو شده", tone: "muted" });
    expect(SEND_STATE_LOOK[SEND_STATES.insufficientCredit].tone).toBe("danger");
  });

  it("can be stopped until it has ended, and ends in exactly the other states", () => {
    const all = Object.values(SEND_STATES);
    expect(all.filter(isCancellable)).toEqual([0, 1, 2, 5]);
    expect(all.filter(isFinal)).toEqual([3, 4, 6, 7, 8, 9]);
    expect(all.filter((state) => isCancellable(state) === isFinal(state))).toEqual([]);
  });
});

describe("lineLabel", () => {
  it("names a line by its alias and its number without the plus, so the number keeps its order", () => {
    expect(lineLabel({ number: "+983000505", alias: "خط تبلیغاتی" })).toBe("خط تبلیغاتی (983000505)");
  });

  it("names a line without an alias by its number alone", () => {
    expect(lineLabel({ number: "+98BANK", alias: null })).toBe("98BANK");
  });
});

describe("refuseSendTimeInPast", () => {
  const NOW = Date.UTC(2024, 7, 2, 8, 30, 0);
  const schema = (now: number) =>
    z.object({ send_time: z.string().optional() }).superRefine((value, ctx) => refuseSendTimeInPast(value, ctx, now));

  it("refuses a time already gone, on the send_time field", () => {
    const result = schema(NOW).safeParse({ send_time: "2024-08-02 08:29:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["send_time"], message: SEND_MESSAGES.sendTimePast }),
    ]);
  });

  it("refuses the very instant of now", () => {
    expect(schema(NOW).safeParse({ send_time: "2024-08-02 08:30:00" }).success).toBe(false);
  });

  it("takes a time to come, and no time at all (send now)", () => {
    expect(schema(NOW).safeParse({ send_time: "2024-08-02 08:31:00" }).success).toBe(true);
    expect(schema(NOW).safeParse({}).success).toBe(true);
  });
});
