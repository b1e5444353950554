import { render, screen } from "@testing-library/react";
import { Stepper, stepState } from "@/components/ui/stepper";

const STEPS = ["انتخاب مبلغ", "پرداخت", "نتیجه"];

const stateOf = (title: string) => screen.getByText(title).closest("li")?.getAttribute("data-state");

describe("the stepper", () => {
  it("marks earlier steps done, the current one current and later ones upcoming", () => {
    render(<Stepper steps={STEPS} current={1} />);
    expect(stateOf("انتخاب مبلغ")).toBe("done");
    expect(stateOf("پرداخت")).toBe("current");
    expect(stateOf("نتیجه")).toBe("upcoming");
    expect(screen.getByText("پرداخت").closest("li")).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("۳")).toBeInTheDocument();
  });

  it("gives a failed third step the error look and says so", () => {
    render(<Stepper steps={STEPS} current={2} failed />);
    expect(stateOf("نتیجه")).toBe("failed");
    expect(screen.getByText("نتیجه")).toHaveClass("text-danger");
    expect(screen.getByText(/ناموفق/)).toBeInTheDocument();
    expect(stateOf("پرداخت")).toBe("done");
  });

  it("computes each state from the step and the current index", () => {
    expect(stepState(0, 2)).toBe("done");
    expect(stepState(2, 2)).toBe("current");
    expect(stepState(2, 2, true)).toBe("failed");
    expect(stepState(3, 2, true)).toBe("upcoming");
  });
});
