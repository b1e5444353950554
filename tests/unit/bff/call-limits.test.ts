/** @jest-environment node */
import { OpenCounter } from "@/lib/bff/call-limits.mjs";

describe("OpenCounter (calls and live sockets one session may hold)", () => {
  it("gives a key its limit and no more, and a released place is free again", () => {
    const counter = new OpenCounter(3);
    const held = [counter.take("a"), counter.take("a"), counter.take("a")];
    expect(held.every(Boolean)).toBe(true);
    expect(counter.take("a")).toBeNull();
    held[0]!();
    expect(counter.take("a")).not.toBeNull();
  });

  it("keeps each key's count apart, so one session at its limit does not hold back another", () => {
    const counter = new OpenCounter(1);
    expect(counter.take("session:a")).not.toBeNull();
    expect(counter.take("session:a")).toBeNull();
    expect(counter.take("session:b")).not.toBeNull();
  });

  it("counts a release once, however often it is called (close and error may both fire)", () => {
    const counter = new OpenCounter(2);
    const release = counter.take("a")!;
    counter.take("a");
    release();
    release();
    expect(counter.held("a")).toBe(1);
  });

  it("forgets a key with nothing open", () => {
    const counter = new OpenCounter(2);
    counter.take("a")!();
    expect(counter.held("a")).toBe(0);
    expect(counter.counts.size).toBe(0);
  });
});
