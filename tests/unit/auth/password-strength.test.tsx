import { render, screen } from "@testing-library/react";
import { PasswordStrength } from "@/components/ui/password-strength";

const label = () => screen.getByTestId("password-strength-label");

describe("PasswordStrength", () => {
  it.each([
    ["abc", "خیلی ضعیف"],
    ["abcdefgh", "ضعیف"],
    ["ABCDEFGH12", "ضعیف"],
    ["Abcdefg1", "متوسط"],
    ["Abcdefgh1234", "قوی"],
    ["Abcdefgh12!$", "خیلی قوی"],
  ])("rates %s as %s", (password, expected) => {
    render(<PasswordStrength password={password} />);
    expect(label()).toHaveTextContent(expected);
  });

  it("shows no level before anything is typed", () => {
    render(<PasswordStrength password="" />);
    expect(screen.queryByTestId("password-strength-label")).not.toBeInTheDocument();
  });

  it("ticks each rule the password meets and leaves the others", () => {
    render(<PasswordStrength password="abcdefg1" />);
    expect(screen.getByText("دست‌کم ۸ کاراکتر").parentElement).toHaveTextContent("(رعایت شده)");
    expect(screen.getByText("دست‌کم یک عدد").parentElement).toHaveTextContent("(رعایت شده)");
    expect(screen.getByText("دست‌کم یک حرف بزرگ انگلیسی (A-Z)").parentElement).toHaveTextContent("(رعایت نشده)");
  });

  it("recommends leaving the username out of the password", () => {
    const { rerender } = render(<PasswordStrength password="Sara2024Pass" username="sara2024" />);
    const advice = () => screen.getByText("بهتر است رمز عبور شامل نام کاربری نباشد").parentElement;
    expect(advice()).toHaveTextContent("(رعایت نشده)");
    rerender(<PasswordStrength password="Blue7Ocean!" username="sara2024" />);
    expect(advice()).toHaveTextContent("(رعایت شده)");
  });
});
