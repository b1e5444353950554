import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { GivenRating, StarRating } from "@/components/support/shared/star-rating";

function Rated({ initial = null as number | null, onChange = (() => {}) as (rate: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      label="امتیاز به این پاسخ"
      value={value}
      onChange={(rate) => {
        setValue(rate);
        onChange(rate);
      }}
    />
  );
}

const filledStars = (group: HTMLElement) => group.querySelectorAll("svg.fill-warning").length;

describe("the star rating", () => {
  it("is a named group of five radios, «۱ از ۵» to «۵ از ۵», none chosen at first", () => {
    render(<Rated />);
    const group = screen.getByRole("group", { name: "امتیاز به این پاسخ" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(group).getByRole("radio", { name: "۳ از ۵" })).not.toBeChecked();
    expect(filledStars(group)).toBe(0);
  });

  it("chooses a rating by its star, fills the stars up to it, and tells the caller", () => {
    const onChange = jest.fn();
    render(<Rated onChange={onChange} />);
    const group = screen.getByRole("group", { name: "امتیاز به این پاسخ" });
    fireEvent.click(within(group).getByRole("radio", { name: "۳ از ۵" }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(within(group).getByRole("radio", { name: "۳ از ۵" })).toBeChecked();
    expect(filledStars(group)).toBe(3);
    fireEvent.click(within(group).getByRole("radio", { name: "۱ از ۵" }));
    expect(filledStars(group)).toBe(1);
  });

  it("previews the stars under the pointer without choosing", () => {
    render(<Rated initial={2} />);
    const group = screen.getByRole("group", { name: "امتیاز به این پاسخ" });
    fireEvent.mouseEnter(within(group).getByRole("radio", { name: "۵ از ۵" }).closest("label")!);
    expect(filledStars(group)).toBe(5);
    expect(within(group).getByRole("radio", { name: "۲ از ۵" })).toBeChecked();
    fireEvent.mouseLeave(group.querySelector("div")!);
    expect(filledStars(group)).toBe(2);
  });

  it("cannot be changed while disabled", () => {
    render(<StarRating label="امتیاز" value={4} onChange={() => {}} disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });

  it("shows a rating given, read only", () => {
    const { container } = render(<GivenRating rate={4} />);
    expect(screen.getByText("۴ از ۵")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(container.querySelectorAll("svg.fill-warning")).toHaveLength(4);
  });
});
