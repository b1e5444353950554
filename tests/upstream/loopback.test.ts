import { isLoopbackAddress } from "@/upstream/http/loopback";

describe("development routes: who counts as this machine", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("admits %s", (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(["10.0.0.5", "192.168.1.10", "::ffff:10.0.0.5", "127.0.0.2x", "0.0.0.0", "", undefined, null])(
    "refuses %p",
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});
