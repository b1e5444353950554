import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";
import { DeviceHintProvider, useIsMobile } from "@/lib/hooks/use-is-mobile";

function Layout() {
  return <p>{useIsMobile() ? "موبایل" : "دسکتاپ"}</p>;
}

function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return current < 768;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
}

describe("desktop or mobile", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", false],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", false],
    [null, false],
  ])("the server guesses from %s", (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });

  it("renders the server's guess on the server, so the first paint matches the device", () => {
    expect(
      renderToString(
        <DeviceHintProvider mobile>
          <Layout />
        </DeviceHintProvider>,
      ),
    ).toContain("موبایل");
    expect(
      renderToString(
        <DeviceHintProvider mobile={false}>
          <Layout />
        </DeviceHintProvider>,
      ),
    ).toContain("دسکتاپ");
  });

  it("follows the viewport in the browser: below 768 px is mobile", () => {
    const resize = fakeViewport(767);
    render(
      <DeviceHintProvider mobile={false}>
        <Layout />
      </DeviceHintProvider>,
    );
    expect(screen.getByText("موبایل")).toBeInTheDocument();
    act(() => resize(768));
    expect(screen.getByText("دسکتاپ")).toBeInTheDocument();
  });
});
