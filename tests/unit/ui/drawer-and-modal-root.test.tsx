import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Modal } from "@/components/ui/dialog";
import { Drawer, type DrawerSide } from "@/components/ui/drawer";

function DrawerDemo({ side }: { side: DrawerSide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>فیلترها</button>
      <Drawer open={open} onOpenChange={setOpen} side={side} title="فیلتر گزارش" footer={<button>اعمال</button>}>
        <p>محتوای کشو</p>
      </Drawer>
    </>
  );
}

describe("the drawer", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="modal-root"></div>';
  });

  it.each(["start", "end", "top", "bottom"] as const)("slides from the %s edge and closes with ×", async (side) => {
    render(<DrawerDemo side={side} />);
    fireEvent.click(screen.getByRole("button", { name: "فیلترها" }));
    const dialog = await screen.findByRole("dialog", { name: "فیلتر گزارش" });
    expect(dialog).toHaveAttribute("data-side", side);
    expect(dialog).toHaveClass("drawer");
    expect(screen.getByText("محتوای کشو")).toBeVisible();
    expect(screen.getByRole("button", { name: "اعمال" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "بستن" }));
    expect(screen.queryByText("محتوای کشو")).not.toBeInTheDocument();
  });

  it("closes with Escape", async () => {
    render(<DrawerDemo side="start" />);
    fireEvent.click(screen.getByRole("button", { name: "فیلترها" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("the modal root", () => {
  it("draws modals inside #modal-root", async () => {
    document.body.innerHTML = '<div id="modal-root"></div>';
    render(<Modal open onOpenChange={() => {}} title="پیام" />);
    const dialog = await screen.findByRole("dialog", { name: "پیام" });
    expect(document.getElementById("modal-root")).toContainElement(dialog);
  });

  it("logs once when #modal-root is missing and still shows the modal", async () => {
    document.body.innerHTML = "";
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(<Modal open onOpenChange={() => {}} title="پیام" />);
    expect(await screen.findByRole("dialog", { name: "پیام" })).toBeInTheDocument();
    rerender(<Modal open onOpenChange={() => {}} title="پیام دوم" />);
    const logs = error.mock.calls.filter(([message]) => String(message).includes("#modal-root is missing"));
    expect(logs).toHaveLength(1);
    error.mockRestore();
  });
});
