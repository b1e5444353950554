/** @jest-environment node */
import { requestLeadership } from "@/lib/socket/tab-leadership";
import { installFakeLocks, settle } from "./fake-locks";

describe("leading among tabs", () => {
  it("leads at once, alone, where the browser has no Web Locks", () => {
    expect(globalThis.navigator?.locks).toBeUndefined();
    const onLead = jest.fn();
    const resign = requestLeadership("panel-live-alone", onLead);
    expect(onLead).toHaveBeenCalledTimes(1);
    expect(() => resign()).not.toThrow();
  });

  describe("with Web Locks", () => {
    const locks = installFakeLocks();

    it("lets one tab lead and hands the lead to the next when it resigns", async () => {
      const first = jest.fn();
      const second = jest.fn();
      const resignFirst = requestLeadership("panel-live-pair", first);
      const resignSecond = requestLeadership("panel-live-pair", second);
      await settle();
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).not.toHaveBeenCalled();
      resignFirst();
      await settle();
      expect(second).toHaveBeenCalledTimes(1);
      expect(first).toHaveBeenCalledTimes(1);
      resignSecond();
      await settle();
      expect(locks().isHeld("panel-live-pair")).toBe(false);
    });

    it("never leads once it stops waiting, and the lead passes over it", async () => {
      const first = jest.fn();
      const quitter = jest.fn();
      const third = jest.fn();
      const resignFirst = requestLeadership("panel-live-queue", first);
      const quit = requestLeadership("panel-live-queue", quitter);
      const resignThird = requestLeadership("panel-live-queue", third);
      await settle();
      quit();
      resignFirst();
      await settle();
      expect(quitter).not.toHaveBeenCalled();
      expect(third).toHaveBeenCalledTimes(1);
      resignThird();
      await settle();
    });
  });
});
