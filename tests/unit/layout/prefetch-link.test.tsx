import { act, fireEvent, render, screen } from "@testing-library/react";
import { PrefetchLink } from "@/components/layout/prefetch-link";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch, push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
beforeEach(() => {
  prefetch.mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function renderLink() {
  render(<PrefetchLink href="/reports/42">مشاهدهٔ گزارش</PrefetchLink>);
  return screen.getByRole("link", { name: "مشاهدهٔ گزارش" });
}

test("a pointer resting on the link for 100 ms prefetches its page; passing over it does not", () => {
  const link = renderLink();
  fireEvent.mouseEnter(link);
  act(() => jest.advanceTimersByTime(60));
  fireEvent.mouseLeave(link);
  act(() => jest.advanceTimersByTime(200));
  expect(prefetch).not.toHaveBeenCalled();

  fireEvent.mouseEnter(link);
  act(() => jest.advanceTimersByTime(100));
  expect(prefetch).toHaveBeenCalledWith("/reports/42");
});

test("a click straight after the pointer arrives prefetches nothing later, so the navigation does not wait on a prefetch", () => {
  const link = renderLink();
  link.addEventListener("click", (event) => event.preventDefault());
  fireEvent.mouseEnter(link);
  fireEvent.click(link);
  act(() => jest.advanceTimersByTime(500));
  expect(prefetch).not.toHaveBeenCalled();
});

test("reaching the link with the keyboard prefetches its page", () => {
  const link = renderLink();
  act(() => link.focus());
  expect(prefetch).toHaveBeenCalledWith("/reports/42");
});
