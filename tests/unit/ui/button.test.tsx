import { fireEvent, render, screen } from "@testing-library/react";
import { Button } from "@/components/ui/button";

describe("the button", () => {
  it("is large (40 px) by default, medium 32 px and a smaller small", () => {
    render(
      <>
        <Button>بزرگ</Button>
        <Button size="md">متوسط</Button>
        <Button size="sm">کوچک</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "بزرگ" })).toHaveClass("h-10");
    expect(screen.getByRole("button", { name: "متوسط" })).toHaveClass("h-8");
    expect(screen.getByRole("button", { name: "کوچک" })).toHaveClass("h-7");
  });

  it("does not submit a form unless asked to", () => {
    render(<Button>دکمه</Button>);
    expect(screen.getByRole("button")).toHaveAttribute("type", "button");
  });

  it("spins and refuses clicks while loading", () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        ارسال
      </Button>,
    );
    const button = screen.getByRole("button", { name: /ارسال/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("refuses clicks when disabled", () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        حذف
      </Button>,
    );
    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
