import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RecoveryCodeStep } from "@/app/(auth)/login/_components/recovery-code-step";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const CONFIRM = "/api/v1/api/acl/auth/confirm_otp";
let network: FakeNetwork;
afterEach(() => network.restore());

function submit(code: string) {
  fireEvent.change(screen.getByLabelText("کد بازیابی"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "ورود" }));
}

describe("signing in with a recovery code", () => {
  it("sends the code as stored (lower case, no hyphen) in place of the two-step code, and enters", async () => {
    network = fakeNetwork({ [`POST ${CONFIRM}`]: ok({ method: "login" }) });
    const onSignedIn = jest.fn();
    renderWithQuery(<RecoveryCodeStep onSignedIn={onSignedIn} onBack={jest.fn()} />);
    submit(" K7M2P-X9Q4T ");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(network.to("POST", CONFIRM)[0]!.body).toEqual({ recovery_code: "k7m2px9q4t" });
  });

  it("refuses a malformed code beside the field without calling anyone", async () => {
    network = fakeNetwork({});
    renderWithQuery(<RecoveryCodeStep onSignedIn={jest.fn()} onBack={jest.fn()} />);
    submit("12345");
    expect(await screen.findByText("کد بازیابی ۱۰ نویسه است، مانند k7m2p-x9q4t")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("shows the upstream's refusal of a used or wrong code and keeps it typed", async () => {
    network = fakeNetwork({ [`POST ${CONFIRM}`]: failure(401, "اطلاعات وارد شده صحیح نمی باشد") });
    const onSignedIn = jest.fn();
    renderWithQuery(<RecoveryCodeStep onSignedIn={onSignedIn} onBack={jest.fn()} />);
    submit("k7m2p-x9q4t");
    expect(await screen.findByRole("alert")).toHaveTextContent("اطلاعات وارد شده صحیح نمی باشد");
    expect(screen.getByLabelText("کد بازیابی")).toHaveValue("k7m2p-x9q4t");
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
