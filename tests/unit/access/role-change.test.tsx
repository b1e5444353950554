import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { apiGet } from "@/lib/api/client";
import { creditResponseSchema } from "@/lib/contract/credit";
import { fakeNetwork, type FakeNetwork } from "../support/network";
import { colleagueOf, renderAs, SEND_ONLY } from "./render-as";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ refresh, prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const REFUSED = {
  status: 403,
  body: {
    data: null,
    meta: { status: false, message: "دسترسی محدود", message_parameters: [], message_code: "403-8" },
  },
};

/** A part that reads the credit, as one the old role allowed would. */
function CreditReader() {
  const query = useQuery({
    queryKey: ["credit-reader"],
    queryFn: () => apiGet(creditResponseSchema, "v1/api/payment/credit/mine"),
  });
  return <p>{query.isError ? "رد شد" : "…"}</p>;
}

let network: FakeNetwork;
beforeEach(() => {
  refresh.mockReset();
  network = fakeNetwork({ "GET /api/v1/api/payment/credit/mine": REFUSED });
});
afterEach(() => network.restore());

describe("a role changed while the colleague works", () => {
  it("reads their access again once a call is refused with 403-8", async () => {
    renderAs(colleagueOf(SEND_ONLY), <CreditReader />);
    expect(await screen.findByText("رد شد")).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("leaves the owner's page alone", async () => {
    renderAs(null, <CreditReader />);
    expect(await screen.findByText("رد شد")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
