import { fireEvent, screen, waitFor } from "@testing-library/react";
import { BusinessSetupPrompt } from "@/components/business/business-setup-prompt";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { choose } from "../support/select";

const NEED_CHECK = "/api/v1/api/user/business/need_check";
const SETUP = "/api/v1/api/user/business/setup";
const DOMAINS = "/api/v1/api/user/activity_domain";

let network: FakeNetwork;
afterEach(() => network.restore());

const domains = ok([
  { id: 1, title: "فروشگاهی" },
  { id: 2, title: "آموزشی" },
]);

describe("the business setup prompt", () => {
  it("stays away from an account that is set up", async () => {
    network = fakeNetwork({ [`GET ${NEED_CHECK}`]: ok({ need_setup: false, business_name: "فروشگاه نمونه" }) });
    renderWithQuery(<BusinessSetupPrompt />);
    await waitFor(() => expect(network.to("GET", NEED_CHECK)).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks once and does not retry when the check fails", async () => {
    network = fakeNetwork({ [`GET ${NEED_CHECK}`]: failure(500, "خطا") });
    renderWithQuery(<BusinessSetupPrompt />);
    await waitFor(() => expect(network.to("GET", NEED_CHECK)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.to("GET", NEED_CHECK)).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses an empty form beside its fields, keeps what was typed, then saves and closes", async () => {
    network = fakeNetwork({
      [`GET ${NEED_CHECK}`]: ok({ need_setup: true, business_name: null }),
      [`GET ${DOMAINS}`]: domains,
      [`POST ${SETUP}`]: ok(null),
    });
    renderWithQuery(<BusinessSetupPrompt />);
    const dialog = await screen.findByRole("dialog", { name: "ثبت کسب‌وکار" });
    fireEvent.click(screen.getByRole("button", { name: "ثبت کسب‌وکار" }));
    expect(await screen.findByText("نام کسب‌وکار را وارد کنید")).toBeInTheDocument();
    expect(screen.getByText("حوزه فعالیت را انتخاب کنید")).toBeInTheDocument();
    expect(network.to("POST", SETUP)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("نام کسب‌وکار"), { target: { value: "گل‌فروشی بهار" } });
    await waitFor(() => expect(network.to("GET", DOMAINS)).toHaveLength(1));
    await choose("حوزه فعالیت", "آموزشی");
    fireEvent.click(screen.getByRole("button", { name: "ثبت کسب‌وکار" }));
    await waitFor(() => expect(network.to("POST", SETUP)).toHaveLength(1));
    expect(network.to("POST", SETUP)[0]!.body).toEqual({ business_name: "گل‌فروشی بهار", activity_domain_id: 2 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the upstream's refusal beside the field it names", async () => {
    network = fakeNetwork({
      [`GET ${NEED_CHECK}`]: ok({ need_setup: true, business_name: null }),
      [`GET ${DOMAINS}`]: domains,
      [`POST ${SETUP}`]: failure(422, "حوزهٔ فعالیت شناخته نشد", { activity_domain_id: ["حوزهٔ فعالیت شناخته نشد"] }),
    });
    renderWithQuery(<BusinessSetupPrompt />);
    await screen.findByRole("dialog", { name: "ثبت کسب‌وکار" });
    fireEvent.change(screen.getByLabelText("نام کسب‌وکار"), { target: { value: "گل‌فروشی بهار" } });
    await waitFor(() => expect(network.to("GET", DOMAINS)).toHaveLength(1));
    await choose("حوزه فعالیت", "فروشگاهی");
    fireEvent.click(screen.getByRole("button", { name: "ثبت کسب‌وکار" }));
    expect(await screen.findByText("حوزهٔ فعالیت شناخته نشد")).toBeInTheDocument();
    expect(screen.getByLabelText("نام کسب‌وکار")).toHaveValue("گل‌فروشی بهار");
  });
});
