/** @jest-environment node */
import { readIncoming } from "@/lib/socket/incoming";

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("reading a frame from the live socket", () => {
  it("gives back a JSON object that names an event, whole", () => {
    const text = '{"event":"credit.changed","data":{"credit":120000}}';
    expect(readIncoming(text)).toEqual({ event: "credit.changed", data: { credit: 120000 } });
    expect(readIncoming('{"event":"anything.else"}')).toEqual({ event: "anything.else" });
  });

  it.each([
    ["the pong", '{"type":"pong"}'],
    ["an event name that is not a string", '{"event":5}'],
    ["an event name of null", '{"event":null}'],
    ["an array", '[{"event":"credit.changed"}]'],
    ["a number", "42"],
    ["a string", '"credit.changed"'],
    ["null", "null"],
    ["true", "true"],
  ])("passes over %s without a warning", (_case, text) => {
    expect(readIncoming(text)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs a frame that is not JSON without repeating what it said", () => {
    const text = "token=live-secret-0123 {broken";
    expect(readIncoming(text)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls[0]!.map(String).join(" ");
    expect(logged).not.toContain("live-secret-0123");
    expect(logged).not.toContain("broken");
  });

  it("logs an empty frame as not JSON", () => {
    expect(readIncoming("")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
