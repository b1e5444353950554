import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Controller, useForm } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { CITIES, settle } from "./select-harness";

function CityForm({ onSubmit }: { onSubmit: (values: { city: string | null }) => void }) {
  const form = useForm<{ city: string | null }>({ defaultValues: { city: null } });
  const error = form.formState.errors.city?.message;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Field id="city" label="شهر" error={error}>
        <Controller
          control={form.control}
          name="city"
          rules={{ required: "یک شهر انتخاب کنید" }}
          render={({ field }) => (
            <Select
              id="city"
              options={CITIES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(error)}
              aria-describedby={describedBy("city", error)}
            />
          )}
        />
      </Field>
      <p>{form.formState.touchedFields.city ? "لمس شد" : "لمس نشده"}</p>
      <button type="submit">ثبت</button>
    </form>
  );
}

describe("Select in a react-hook-form form", () => {
  it("is focused and marked when required and empty, and submits the chosen value", async () => {
    const onSubmit = jest.fn();
    render(<CityForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "ثبت" }));

    const trigger = screen.getByRole("combobox", { name: "شهر" });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription("یک شهر انتخاب کنید"));
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(trigger);
    await settle();
    fireEvent.click(screen.getByRole("option", { name: "تبریز" }));
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "ثبت" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ city: "tbz" });
  });

  it("counts as touched once focus leaves the whole control, not while it moves into its list", async () => {
    render(<CityForm onSubmit={jest.fn()} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    await settle();
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole("listbox") });
    await settle();
    expect(screen.getByText("لمس نشده")).toBeInTheDocument();

    fireEvent.blur(trigger, { relatedTarget: screen.getByRole("button", { name: "ثبت" }) });
    await settle();
    expect(screen.getByText("لمس شد")).toBeInTheDocument();
  });
});
