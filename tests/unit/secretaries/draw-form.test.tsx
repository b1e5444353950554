import { fireEvent, screen, waitFor } from "@testing-library/react";
import { DrawForm } from "@/components/secretaries/recipients/draw-form";
import { SECRETARY_MESSAGES } from "@/lib/contract/secretaries";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { SECRETARY } from "./recipients-harness";

let network: FakeNetwork | null = null;
afterEach(() => network?.restore());

const countField = () => screen.getByRole("textbox", { name: "شمار برندگان" });
const draw = () => fireEvent.click(screen.getByRole("button", { name: "قرعه‌کشی" }));

describe("a contest's draw form", () => {
  it("refuses no count beside the field, and asks nothing of the upstream", async () => {
    network = fakeNetwork({});
    renderScreen(<DrawForm id={18} />);
    fireEvent.change(countField(), { target: { value: "" } });
    draw();
    expect(await screen.findByText(SECRETARY_MESSAGES.drawCountInvalid)).toBeInTheDocument();
    expect(countField()).toHaveAttribute("aria-invalid", "true");
    expect(countField()).toHaveAccessibleDescription(SECRETARY_MESSAGES.drawCountInvalid);
    expect(network.calls).toHaveLength(0);
  });

  it("refuses a seed of other letters beside it", async () => {
    network = fakeNetwork({});
    renderScreen(<DrawForm id={18} />);
    fireEvent.change(screen.getByRole("textbox", { name: "بذر (اختیاری)" }), { target: { value: "یلدا" } });
    draw();
    expect(await screen.findByText(SECRETARY_MESSAGES.drawSeedInvalid)).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("puts the upstream's refusal of too many winners beside the count", async () => {
    network = fakeNetwork({
      [`POST ${SECRETARY}/18/draw`]: failure(422, SECRETARY_MESSAGES.drawTooMany, {
        count: [SECRETARY_MESSAGES.drawTooMany],
      }),
    });
    renderScreen(<DrawForm id={18} />);
    fireEvent.change(countField(), { target: { value: "۵" } });
    draw();
    expect(await screen.findByText(SECRETARY_MESSAGES.drawTooMany)).toBeInTheDocument();
    expect(countField()).toHaveAccessibleDescription(SECRETARY_MESSAGES.drawTooMany);
    expect(network.to("POST", `${SECRETARY}/18/draw`)[0]!.body).toEqual({ count: 5 });
  });

  it("draws with the count and seed given", async () => {
    network = fakeNetwork({
      [`POST ${SECRETARY}/18/draw`]: ok({
        id: 3,
        seed: "yalda-1405",
        count: 2,
        pool: 7,
        winners: ["+989121234567", "+989359876543"],
        created_at: "2026-12-21 18:00:00",
      }),
    });
    renderScreen(<DrawForm id={18} />);
    fireEvent.change(countField(), { target: { value: "2" } });
    fireEvent.change(screen.getByRole("textbox", { name: "بذر (اختیاری)" }), { target: { value: "yalda-1405" } });
    draw();
    await waitFor(() =>
      expect(network!.to("POST", `${SECRETARY}/18/draw`)[0]?.body).toEqual({ count: 2, seed: "yalda-1405" }),
    );
    expect(await screen.findByText("۲ برنده از ۷ پاسخ درست برگزیده شد.")).toBeInTheDocument();
  });
});
