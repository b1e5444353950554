import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TwoStepCard } from "@/components/profile/security/two-step-card";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const PATH = "/api/v1/api/user/2fa";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i + 20).padStart(2, "2")}`);
let network: FakeNetwork;
afterEach(() => network.restore());

const statusOf = (method: "off" | "sms" | "ga", left = 0) =>
  ok({ method, recovery_codes_left: left, mobile: "989121234567" });

describe("the two-step card", () => {
  it("turns on by authenticator: the QR image and the secret, the app's code, then the ten recovery codes once", async () => {
    let method: "off" | "ga" = "off";
    network = fakeNetwork({
      [`GET ${PATH}/status`]: () => statusOf(method, method === "ga" ? 10 : 0),
      [`POST ${PATH}/show_qr`]: ok({ secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}`, qr_svg: SVG }),
      [`POST ${PATH}/enable`]: (body) => {
        if ((body as { code: string }).code !== "123456")
          return failure(422, "کد تأیید درست نیست", { code: ["کد تأیید درست نیست"] });
        method = "ga";
        return ok({ method: "ga", recovery_codes: CODES });
      },
    });
    renderWithQuery(<TwoStepCard username="demo" readOnly={false} />);
    expect(await screen.findByText("خاموش")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "روشن کردن با برنامهٔ احراز هویت" }));

    const qr = await screen.findByRole("img", { name: "کد QR برای افزودن حساب به برنامهٔ احراز هویت" });
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");

    fireEvent.change(screen.getByLabelText("کد تأیید"), { target: { value: "۶۵۴۳۲۱" } });
    fireEvent.click(screen.getByRole("button", { name: "روشن کردن ورود دومرحله‌ای" }));
    expect(await screen.findByText("کد تأیید درست نیست")).toBeInTheDocument();
    expect(network.to("POST", `${PATH}/enable`)[0]!.body).toEqual({ method: "ga", code: "654321" });

    fireEvent.change(screen.getByLabelText("کد تأیید"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "روشن کردن ورود دومرحله‌ای" }));
    expect(await screen.findByText("ورود دومرحله‌ای روشن شد.")).toBeInTheDocument();
    expect(screen.getAllByTestId("recovery-code").map((li) => li.textContent)).toEqual(CODES);

    fireEvent.click(screen.getByRole("button", { name: "کدها را نگه داشتم" }));
    expect(await screen.findByText("روشن")).toBeInTheDocument();
    expect(screen.queryByTestId("recovery-code")).toBeNull();
    expect(screen.getByText("کدهای بازیابی استفاده‌نشده: ۱۰ از ۱۰")).toBeInTheDocument();
  });

  it("turns on by SMS after a code to the account's mobile, and says the wait before another", async () => {
    network = fakeNetwork({
      [`GET ${PATH}/status`]: statusOf("off"),
      [`POST ${PATH}/send_code`]: ok({ mobile: "989121234567", resend_seconds: 60 }),
      [`POST ${PATH}/enable`]: ok({ method: "sms", recovery_codes: CODES }),
    });
    renderWithQuery(<TwoStepCard username="demo" readOnly={false} />);
    fireEvent.click(await screen.findByRole("button", { name: "روشن کردن با پیامک" }));
    expect(screen.getByText("۹۸۹۱۲۱۲۳۴۵۶۷")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "ارسال کد تأیید" }));
    expect(await screen.findByRole("button", { name: /ارسال دوباره تا/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("کد تأیید"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "روشن کردن ورود دومرحله‌ای" }));
    expect(await screen.findAllByTestId("recovery-code")).toHaveLength(10);
    expect(network.to("POST", `${PATH}/enable`)[0]!.body).toEqual({ method: "sms", code: "123456" });
  });

  it("turns off by the app's code", async () => {
    let method: "ga" | "off" = "ga";
    network = fakeNetwork({
      [`GET ${PATH}/status`]: () => statusOf(method, 7),
      [`POST ${PATH}/disable`]: () => ((method = "off"), ok({ method: "off" })),
    });
    renderWithQuery(<TwoStepCard username="demo" readOnly={false} />);
    expect(await screen.findByText("کدهای بازیابی استفاده‌نشده: ۷ از ۱۰")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "خاموش کردن ورود دومرحله‌ای" }));
    fireEvent.change(screen.getByLabelText("کد تأیید"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "خاموش کردن" }));
    await waitFor(() => expect(screen.getByText("خاموش")).toBeInTheDocument());
    expect(network.to("POST", `${PATH}/disable`)[0]!.body).toEqual({ code: "123456" });
  });

  it("says that the owner's choice holds for every colleague, and offers no change in support's entry", async () => {
    network = fakeNetwork({ [`GET ${PATH}/status`]: statusOf("sms", 10) });
    renderWithQuery(<TwoStepCard username="demo" readOnly />);
    const card = await screen.findByRole("region", { name: "ورود دومرحله‌ای" });
    expect(within(card).getByText(/برای همهٔ همکاران این حساب هم به کار می‌رود/)).toBeInTheDocument();
    await screen.findByText("روشن");
    expect(within(card).queryByRole("button")).toBeNull();
  });
});
