import { parseLimitsFrom } from "@/upstream/sending/recipients/parse-limits";

describe("the limits of reading uploaded files (UPSTREAM_PARSE_HEAP_MB, UPSTREAM_PARSE_CONCURRENCY)", () => {
  it("default to a 4 GB heap and two files at once; blank is the default", () => {
    expect(parseLimitsFrom({})).toEqual({ heapMb: 4096, concurrency: 2 });
    expect(parseLimitsFrom({ UPSTREAM_PARSE_HEAP_MB: "", UPSTREAM_PARSE_CONCURRENCY: "" })).toEqual({
      heapMb: 4096,
      concurrency: 2,
    });
    expect(parseLimitsFrom({ UPSTREAM_PARSE_HEAP_MB: "64", UPSTREAM_PARSE_CONCURRENCY: "4" })).toEqual({
      heapMb: 64,
      concurrency: 4,
    });
  });

  it("refuse a value that is not a whole number in range, naming the variable", () => {
    expect(() => parseLimitsFrom({ UPSTREAM_PARSE_HEAP_MB: "8" })).toThrow(/UPSTREAM_PARSE_HEAP_MB/);
    expect(() => parseLimitsFrom({ UPSTREAM_PARSE_HEAP_MB: "lots" })).toThrow(/UPSTREAM_PARSE_HEAP_MB/);
    expect(() => parseLimitsFrom({ UPSTREAM_PARSE_CONCURRENCY: "0" })).toThrow(/UPSTREAM_PARSE_CONCURRENCY/);
  });
});
