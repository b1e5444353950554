import { render, screen } from "@testing-library/react";
import { LastActivity } from "@/components/colleagues/shared/last-activity";

afterEach(() => jest.useRealTimers());

describe("LastActivity", () => {
  it("reads the upstream's time on Tehran's clock whatever the zone it renders in", () => {
    // 17:50 UTC is 21:20 in Tehran; the colleague acted at 21:15 Tehran time.
    jest.useFakeTimers().setSystemTime(new Date("2026-11-26T17:50:00Z"));
    render(<LastActivity at="2026-11-26 21:15:00" />);
    expect(screen.getByText("۵ دقیقه پیش")).toBeVisible();
    expect(screen.getByText("۱۴۰۵-۰۹-۰۵ ۲۱:۱۵:۰۰")).toBeVisible();
  });

  it("says a colleague who never signed in has not yet", () => {
    render(<LastActivity at={null} />);
    expect(screen.getByText("هنوز وارد نشده")).toBeVisible();
  });
});
