import { fireEvent, screen } from "@testing-library/react";
import { MobileLayoutProvider } from "@/components/layout/mobile-layout";
import { MobileTopBar } from "@/components/layout/mobile-top-bar";
import { colleagueOf, renderAs } from "./render-as";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, back: jest.fn(), prefetch: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

function renderBar(memberOf: Parameters<typeof renderAs>[0]) {
  renderAs(
    memberOf,
    <MobileLayoutProvider initial={{ title: "تعرفه‌ها", backNavigate: "/profile", suppressedShowBackIcon: false }}>
      <MobileTopBar />
    </MobileLayoutProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "بازگشت" }));
}

beforeEach(() => push.mockClear());

it("takes the owner back where the page says", () => {
  renderBar(null);
  expect(push).toHaveBeenCalledWith("/profile");
});

it("takes a colleague whose role does not open that page back home instead", () => {
  renderBar(colleagueOf(["send.quick"]));
  expect(push).toHaveBeenCalledWith("/dashboard");
});
