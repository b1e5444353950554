import { render, screen, within } from "@testing-library/react";
import { SendWays } from "@/app/(panel)/send-sms/_components/send-ways";
import { SEND_WAYS } from "@/lib/send/send-ways";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

describe("the ways of sending", () => {
  it("offers only the ways whose screen works, each leading to its own path", () => {
    render(<SendWays />);
    const ready = SEND_WAYS.filter((way) => way.ready);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(ready.length);
    for (const way of ready) {
      const link = screen.getByRole("link", { name: new RegExp(way.title) });
      expect(link).toHaveAttribute("href", way.path);
    }
  });

  it("offers quick send and hides the ways not ready yet", () => {
    render(<SendWays />);
    const quick = screen.getByRole("link", { name: /ارسال سریع/ });
    expect(quick).toHaveAttribute("href", "/send-sms/quick");
    expect(within(quick).getByText(/تا ۱٬۰۰۰ شماره/)).toBeInTheDocument();
    for (const way of SEND_WAYS.filter((w) => !w.ready)) {
      expect(screen.queryByText(way.title)).toBeNull();
      expect(document.querySelector(`a[href="${way.path}"]`)).toBeNull();
    }
  });
});
