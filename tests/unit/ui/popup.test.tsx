import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Popup } from "@/components/ui/popup";

function ScrollingPage({ closeOnScroll }: { closeOnScroll: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <div data-testid="scroller" style={{ overflow: "auto", height: 200 }}>
      <Popup
        open={open}
        onOpenChange={setOpen}
        closeOnScroll={closeOnScroll}
        label="فهرست"
        anchor={<button>باز کردن</button>}
      >
        <p>محتوای باز</p>
      </Popup>
    </div>
  );
}

/** Renders and lets the popup finish positioning itself. */
async function renderPage(closeOnScroll: boolean) {
  render(<ScrollingPage closeOnScroll={closeOnScroll} />);
  await act(async () => {});
}

function scrollTo(top: number) {
  const scroller = screen.getByTestId("scroller");
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

describe("the popup", () => {
  it("sits above everything at z-index 100 and is named for screen readers", async () => {
    await renderPage(false);
    const panel = screen.getByRole("dialog", { name: "فهرست" });
    expect(panel).toHaveClass("z-base");
  });

  it("closes once the page has scrolled 40 px, not before", async () => {
    await renderPage(true);
    scrollTo(39);
    expect(screen.getByText("محتوای باز")).toBeInTheDocument();
    scrollTo(40);
    expect(screen.queryByText("محتوای باز")).not.toBeInTheDocument();
  });

  it("ignores scrolling unless asked to close on it", async () => {
    await renderPage(false);
    scrollTo(400);
    expect(screen.getByText("محتوای باز")).toBeInTheDocument();
  });

  it("closes on Escape", async () => {
    await renderPage(false);
    fireEvent.keyDown(screen.getByText("محتوای باز"), { key: "Escape" });
    expect(screen.queryByText("محتوای باز")).not.toBeInTheDocument();
  });
});
