import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";

function DeleteContacts({ fail }: { fail: boolean }) {
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      {deleted ? <p>حذف شد</p> : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="حذف ۳ مخاطب"
        message="این کار برگشت‌پذیر نیست."
        tone="danger"
        confirmLabel="حذف"
        pending={pending}
        error={error}
        onConfirm={() => {
          setPending(true);
          if (fail) {
            setPending(false);
            setError("حذف انجام نشد.");
          } else {
            setDeleted(true);
            setOpen(false);
          }
        }}
      />
    </>
  );
}

describe("the confirmation dialog", () => {
  it("asks first, then runs the action and closes", () => {
    render(<DeleteContacts fail={false} />);
    expect(screen.getByRole("dialog", { name: "حذف ۳ مخاطب" })).toHaveAccessibleDescription("این کار برگشت‌پذیر نیست.");
    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    expect(screen.getByText("حذف شد")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open with the failure in its error area", () => {
    render(<DeleteContacts fail />);
    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("حذف انجام نشد.");
  });

  it("cannot be dismissed while the action runs", () => {
    render(<ConfirmDialog open onOpenChange={jest.fn()} title="حذف" onConfirm={jest.fn()} pending />);
    expect(screen.getByRole("button", { name: "انصراف" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /تأیید/ })).toBeDisabled();
  });

  it("closes on cancel", () => {
    render(<DeleteContacts fail={false} />);
    fireEvent.click(screen.getByRole("button", { name: "انصراف" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
