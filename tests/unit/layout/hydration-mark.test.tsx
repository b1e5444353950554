import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { hydratingPart } from "@/components/layout/hydrating-part";
import { HydrationMark } from "@/components/layout/hydration-mark";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`شمارش ${count}`}</button>;
}
const CounterPart = hydratingPart(Counter);

const marked = () => document.documentElement.dataset.hydrated === "true";

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

it("marks the document once the page has hydrated", () => {
  render(<HydrationMark />);
  expect(marked()).toBe(true);
});

it("waits for a part whose code loads on its own: the server's markup of it does not answer yet", async () => {
  // The server rendered the part; its code has not come yet.
  const part = document.createElement("div");
  part.innerHTML = renderToString(<CounterPart />);
  document.body.append(part);
  render(<HydrationMark />);
  expect(screen.getByRole("button", { name: "شمارش 0" })).toBeTruthy();
  expect(marked()).toBe(false);

  // Its code came: it hydrates, answers a click, and the document is marked.
  await act(async () => {
    hydrateRoot(part, <CounterPart />);
  });
  expect(marked()).toBe(true);
  act(() => screen.getByRole("button").click());
  expect(screen.getByRole("button").textContent).toBe("شمارش 1");
});

it("keeps no marker on a part first rendered in the browser, as a tab opened later", () => {
  render(<HydrationMark />);
  const { unmount } = render(<CounterPart />);
  expect(marked()).toBe(true);
  expect(document.querySelector("[data-hydrating]")).toBeNull();
  unmount();
});
