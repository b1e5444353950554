import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DateField } from "@/components/ui/date-picker/date-field";
import { DateTimeField } from "@/components/ui/date-picker/date-time-field";

function Controlled({ Field }: { Field: typeof DateField }) {
  const [text, setText] = useState("");
  return <Field aria-label="تاریخ" value={text} onChange={(event) => setText(event.target.value)} />;
}

const field = () => screen.getByLabelText("تاریخ");
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe("DateField", () => {
  it("inserts the slashes and keeps only digits and slashes", () => {
    render(<Controlled Field={DateField} />);
    type("14030512");
    expect(field()).toHaveValue("1403/05/12");
    type("۱۴۰۳-۰۶-۰۱ ساعت");
    expect(field()).toHaveValue("1403/06/01");
  });

  it("is a Latin digit field read in LTR", () => {
    render(<Controlled Field={DateField} />);
    expect(field()).toHaveAttribute("dir", "ltr");
    expect(field()).toHaveAttribute("inputmode", "numeric");
    expect(field()).toHaveClass("h-10");
  });

  it("masks through react-hook-form style uncontrolled use too", () => {
    const onChange = jest.fn();
    render(<DateField aria-label="تاریخ" onChange={onChange} />);
    type("14030512");
    expect(onChange.mock.calls[0][0].target.value).toBe("1403/05/12");
  });

  it("shows an error state", () => {
    render(<DateField aria-label="تاریخ" invalid />);
    expect(field()).toHaveAttribute("aria-invalid", "true");
  });
});

describe("DateTimeField", () => {
  it("inserts the separators, clamps the time and drops a trailing colon", () => {
    render(<Controlled Field={DateTimeField} />);
    type("140305122675");
    expect(field()).toHaveValue("1403/05/12 23:59");
    type("1403/05/12 14:");
    expect(field()).toHaveValue("1403/05/12 14");
  });
});
