import { fireEvent, screen, waitFor } from "@testing-library/react";
import { PhoneChangeSection } from "@/components/profile/phone-change/phone-change-section";
import type { PhoneChangeStatus } from "@/lib/contract/phone-change";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const PATH = "/api/v1/api/user/change_mobile";
const MOBILE = "+989121234567";
const NEW = "+989351112233";
let network: FakeNetwork;
afterEach(() => network.restore());

function status(request: Partial<NonNullable<PhoneChangeStatus["request"]>> | null): PhoneChangeStatus {
  return {
    mobile: MOBILE,
    request: request && {
      id: 3,
      state: "current_confirmed",
      new_mobile: null,
      reason: null,
      created_at: "2025-05-01 10:00:00",
      submitted_at: null,
      reviewed_at: null,
      ...request,
    },
  };
}

/** The stepper's steps, each done, current, upcoming or failed. */
const stepStates = () =>
  Array.from(document.querySelectorAll("ol > li[data-state]"), (step) => step.getAttribute("data-state"));
const codeField = () => screen.getByLabelText("کد تأیید");

describe("the phone number change", () => {
  it("sends a code to the current number first, and shows a refused code beside the field with what was typed", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: ok(status(null)),
      [`POST ${PATH}/request_change_otp`]: ok({ sent: true, mobile: MOBILE, resend_in: 60 }),
      [`POST ${PATH}/check_otp`]: failure(422, "کد تأیید درست نیست", { otp: ["کد تأیید درست نیست"] }),
    });
    renderWithQuery(<PhoneChangeSection />);
    expect(await screen.findByText("شمارهٔ فعلی حساب:")).toHaveTextContent("09121234567");
    expect(stepStates()).toEqual(["current", "upcoming", "upcoming", "upcoming"]);

    fireEvent.click(screen.getByRole("button", { name: "ارسال کد به شمارهٔ فعلی" }));
    fireEvent.change(await screen.findByLabelText("کد تأیید"), { target: { value: "۱۲۳۴۵۶" } });
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription("کد تأیید درست نیست"));
    expect(codeField()).toHaveValue("123456");
    expect(network.to("POST", `${PATH}/check_otp`)[0]!.body).toEqual({ otp: "123456" });
    expect(screen.getByText(/ارسال دوباره کد تا/)).toBeInTheDocument();
  });

  it("refuses a new number that breaks the mobile rule without asking the upstream", async () => {
    network = fakeNetwork({ [`GET ${PATH}/status`]: ok(status({})) });
    renderWithQuery(<PhoneChangeSection />);
    const field = await screen.findByLabelText("شمارهٔ موبایل جدید");
    expect(stepStates()).toEqual(["done", "current", "upcoming", "upcoming"]);
    fireEvent.change(field, { target: { value: "0955123" } });
    fireEvent.click(screen.getByRole("button", { name: "ارسال کد به شمارهٔ جدید" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("شماره موبایل معتبر نیست"));
    expect(field).toHaveValue("0955123");
    expect(network.to("POST", `${PATH}/confirm_new_mobile`)).toHaveLength(0);
  });

  it("gives the third step the error look when the new number's code is refused, and takes it back while typing again", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: ok(status({ new_mobile: NEW })),
      [`POST ${PATH}/confirm_change_otp`]: failure(422, "کد تأیید درست نیست", { otp: ["کد تأیید درست نیست"] }),
    });
    renderWithQuery(<PhoneChangeSection />);
    expect(await screen.findByText(/شمارهٔ جدید/, { selector: "p" })).toHaveTextContent("09351112233");
    fireEvent.change(codeField(), { target: { value: "654321" } });
    await waitFor(() => expect(stepStates()).toEqual(["done", "done", "failed", "upcoming"]));
    expect(codeField()).toHaveAccessibleDescription("کد تأیید درست نیست");
    fireEvent.change(codeField(), { target: { value: "65432" } });
    await waitFor(() => expect(stepStates()).toEqual(["done", "done", "current", "upcoming"]));
  });

  it("goes to the expert's review once the new number's code is right", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: ok(status({ new_mobile: NEW })),
      [`POST ${PATH}/confirm_change_otp`]: ok(
        status({ state: "review", new_mobile: NEW, submitted_at: "2025-05-01 10:05:00" }),
      ),
    });
    renderWithQuery(<PhoneChangeSection />);
    fireEvent.change(await screen.findByLabelText("کد تأیید"), { target: { value: "111111" } });
    expect(await screen.findByText("در انتظار بررسی کارشناس")).toBeInTheDocument();
    expect(stepStates()).toEqual(["done", "done", "done", "current"]);
    expect(screen.getByRole("status")).toHaveTextContent("۱۴۰۴-۰۲-۱۱ ۱۰:۰۵:۰۰");
  });

  it("shows a rejection's reason with the review failed, and a new request begins at step 1", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: ok(status({ state: "rejected", new_mobile: NEW, reason: "شماره به نام شما نیست" })),
    });
    renderWithQuery(<PhoneChangeSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("دلیل کارشناس: شماره به نام شما نیست");
    expect(stepStates()).toEqual(["done", "done", "done", "failed"]);
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست تازه" }));
    expect(screen.getByRole("button", { name: "ارسال کد به شمارهٔ فعلی" })).toBeInTheDocument();
    expect(stepStates()).toEqual(["current", "upcoming", "upcoming", "upcoming"]);
  });

  it("shows the new mobile once the expert approved", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: ok({ ...status({ state: "approved", new_mobile: NEW }), mobile: NEW }),
    });
    renderWithQuery(<PhoneChangeSection />);
    expect(await screen.findByText(/درخواست شما تأیید شد/)).toHaveTextContent("شمارهٔ موبایل حساب اکنون 09351112233");
    expect(stepStates()).toEqual(["done", "done", "done", "done"]);
  });
});
