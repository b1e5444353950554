import { render, screen } from "@testing-library/react";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { mobileOnly } from "@/components/layout/mobile-only";

const notFound = jest.fn(() => {
  throw new Error("NEXT_NOT_FOUND");
});
let userAgent = "";
jest.mock("next/navigation", () => ({ notFound: () => notFound() }));
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": userAgent }) }));

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

function viewport(mobile: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => notFound.mockClear());

describe("mobile-only routes", () => {
  const Page = mobileOnly(function AllContacts() {
    return <p>همه مخاطبین</p>;
  });

  it("answers not found to a desktop browser before rendering the page", async () => {
    userAgent = DESKTOP;
    await expect(Page({})).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("renders the page for a phone", async () => {
    userAgent = PHONE;
    viewport(true);
    render(await Page({}));
    expect(screen.getByText("همه مخاطبین")).toBeInTheDocument();
    expect(notFound).not.toHaveBeenCalled();
  });

  it("turns into not found when the window is 768 px or wider", () => {
    viewport(false);
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <MobileOnlyGuard>
          <p>همه مخاطبین</p>
        </MobileOnlyGuard>,
      ),
    ).toThrow("NEXT_NOT_FOUND");
  });
});
