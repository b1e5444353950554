import { act, screen } from "@testing-library/react";
import { useLivePatterns } from "@/lib/api/patterns-live";
import { toast, toastStore } from "@/lib/ui/toast-store";
import { ok, type FakeNetwork } from "../support/network";
import { CODE, fakePatternBff, pattern, PATTERN_PATH, renderPatternPage } from "./detail-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

/** The shell's live handler, as the panel's layout runs it beside every page. */
function ShellLive() {
  useLivePatterns();
  return null;
}

let network: FakeNetwork;
afterEach(() => {
  network.restore();
  act(() => toastStore.snapshot().forEach((item) => toast.dismiss(item.id)));
});

async function openWithShell(pending = pattern({ pattern_status: "pending", admin_comment: null })) {
  let current = pending;
  network = fakePatternBff({ [`GET ${PATTERN_PATH}`]: () => ok(current) });
  const view = renderPatternPage({ extra: <ShellLive /> });
  await screen.findByText("در انتظار بررسی");
  return { ...view, answer: (next: typeof current) => (current = next) };
}

describe("a pattern reviewed while its page is open", () => {
  it("approved: says so by its title and the page shows it approved with its test send", async () => {
    const { socket, answer } = await openWithShell();
    answer(pattern());
    await act(async () =>
      socket.emit({
        event: "pattern.reviewed",
        data: { pattern_code: CODE, title: "کد ورود", status: "active", reason: null },
      }),
    );
    expect(await screen.findByText("الگوی «کد ورود» تأیید شد.")).toBeInTheDocument();
    expect(await screen.findByText("فعال")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "محاسبهٔ هزینه و ادامه" })).toBeInTheDocument();
  });

  it("rejected: says so with the reason, and the page shows the reason", async () => {
    const { socket, answer } = await openWithShell();
    answer(pattern({ pattern_status: "inactive", reject_text: "متن تبلیغاتی است", admin_comment: "متن تبلیغاتی است" }));
    await act(async () =>
      socket.emit({
        event: "pattern.reviewed",
        data: { pattern_code: CODE, title: null, status: "inactive", reason: "متن تبلیغاتی است" },
      }),
    );
    // Without a title the pattern is named by its code.
    expect(await screen.findByText(`الگوی «${CODE}» رد شد: متن تبلیغاتی است`)).toBeInTheDocument();
    expect(await screen.findByText("رد شده")).toBeInTheDocument();
    expect(screen.getByText("دلیل رد:", { selector: "strong" }).parentElement).toHaveTextContent("متن تبلیغاتی است");
  });
});
