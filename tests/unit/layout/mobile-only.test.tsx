import { render, screen } from "@testing-library/react";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { isMobileOnlyPath } from "@/lib/navigation/mobile-only-routes";

jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

function viewport(mobile: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("mobile-only routes", () => {
  it.each([
    "/contacts/all-contacts",
    "/contacts/all-groups/",
    "/contacts/group/12",
    "/contacts/contact/5",
    "/contacts/manage-more-features",
    "/contacts/blacklist",
    "/contacts/cancel_11",
    "/profile/account-info",
    "/profile/personal-info",
    "/profile/contact-info",
    "/profile/address-info",
    "/profile/documents",
    "/profile/change-phone-number",
  ])("%s is mobile-only", (path) => {
    expect(isMobileOnlyPath(path)).toBe(true);
  });

  it.each([
    "/contacts",
    "/contacts/group",
    "/contacts/group/12/edit",
    "/profile",
    "/profile/security-setting",
    "/profile/tariffs",
    "/dashboard",
  ])("%s is not", (path) => {
    expect(isMobileOnlyPath(path)).toBe(false);
  });

  it("renders the page on a phone-sized viewport", () => {
    viewport(true);
    render(
      <MobileOnlyGuard>
        <p>همه مخاطبین</p>
      </MobileOnlyGuard>,
    );
    expect(screen.getByText("همه مخاطبین")).toBeInTheDocument();
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
