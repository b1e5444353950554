import { fireEvent, screen, waitFor } from "@testing-library/react";
import { LowCreditAlertForm } from "@/components/wallet/low-credit-alert-form";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const SETTING = "/api/v1/api/user/setting";
let network: FakeNetwork;
afterEach(() => network.restore());

const setting = (threshold: number | null) =>
  ok({ low_credit_threshold: threshold, notifications: DEFAULT_NOTIFICATION_CHANNELS });
const field = () => screen.getByLabelText("آستانهٔ هشدار (ریال)");

describe("the low-balance alert form", () => {
  it("shows the saved threshold once it arrives", async () => {
    network = fakeNetwork({ [`GET ${SETTING}`]: setting(1_000_000) });
    renderWithQuery(<LowCreditAlertForm />);
    await waitFor(() => expect(field()).toHaveValue("1,000,000"));
  });

  it("keeps what the user typed before the saved threshold arrived", async () => {
    network = fakeNetwork({ [`GET ${SETTING}`]: setting(1_000_000) });
    // Hold the answer until the user has typed.
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    }) as typeof fetch;
    renderWithQuery(<LowCreditAlertForm />);
    fireEvent.change(field(), { target: { value: "500000" } });
    release();
    // The save button waits for the saved threshold: once it is enabled, the answer has been applied.
    await waitFor(() => expect(screen.getByRole("button", { name: "ذخیرهٔ هشدار" })).toBeEnabled());
    expect(field()).toHaveValue("500,000");
  });

  it("refuses 200,000 or less beside the field and saves nothing", async () => {
    network = fakeNetwork({ [`GET ${SETTING}`]: setting(null) });
    renderWithQuery(<LowCreditAlertForm />);
    await waitFor(() => expect(network.to("GET", SETTING)).toHaveLength(1));
    fireEvent.change(field(), { target: { value: "200000" } });
    fireEvent.click(screen.getByRole("button", { name: "ذخیرهٔ هشدار" }));
    expect(await screen.findByText("آستانهٔ هشدار باید بیش از ۲۰۰٬۰۰۰ ریال باشد")).toBeInTheDocument();
    expect(field()).toHaveValue("200,000");
    expect(network.to("POST", SETTING)).toHaveLength(0);
  });
});
