import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatPickerText } from "@/lib/date/typed-date";
import type { FakeNetwork } from "../support/network";
import { mockViewport } from "../date/viewport";
import {
  addRecipients,
  chooseLine,
  fakeSendingBff,
  lineTrigger,
  messageBox,
  PRICE_PATH,
  RECIPIENTS,
  renderQuickSend,
  SEND_PATH,
  submitButton,
  typeMessage,
} from "./quick-send-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => {
  mockViewport(false);
  network = fakeSendingBff();
});
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
});

const counter = () => document.getElementById("message-counter") as HTMLElement;
const posted = (path: string) => network.calls.filter((call) => call.method === "POST" && call.path === path);

describe("quick send: the sender line and the message", () => {
  it("chooses the default line at first and offers only the general lines", async () => {
    await renderQuickSend();
    expect(lineTrigger()).toHaveTextContent("خط اختصاصی");
    fireEvent.click(lineTrigger());
    await act(async () => {});
    const names = screen.getAllByRole("option").map((option) => option.textContent);
    expect(names).toHaveLength(3);
    expect(names.join(" ")).not.toContain("خط بانک");
  });

  it("offers to make a chosen line that is not the default the default one", async () => {
    await renderQuickSend();
    expect(screen.queryByRole("button", { name: "خط پیش‌فرض شود" })).toBeNull();
    await chooseLine(/خط پشتیبان/);
    expect(screen.getByRole("button", { name: "خط پیش‌فرض شود" })).toBeInTheDocument();
  });

  it("counts the 6 characters of «لغو۱۱» once a line that adds them is chosen, and says so", async () => {
    await renderQuickSend();
    typeMessage("سلام");
    expect(counter()).toHaveTextContent("۴ نویسه");
    expect(counter()).not.toHaveTextContent("لغو۱۱");

    await chooseLine(/خط اشتراکی/);
    expect(counter()).toHaveTextContent("۱۰ نویسه");
    expect(counter()).toHaveTextContent("۶ نویسهٔ «لغو۱۱» خودکار افزوده می‌شود");
    expect(messageBox()).toHaveValue("سلام");

    await chooseLine(/خط اختصاصی/);
    expect(counter()).toHaveTextContent("۴ نویسه");
    expect(counter()).not.toHaveTextContent("لغو۱۱");
  });

  it("moves to a second part when the suffix makes the text longer than one part", async () => {
    await renderQuickSend();
    typeMessage("ا".repeat(68));
    expect(counter()).toHaveTextContent("۱ بخش");
    await chooseLine(/خط اشتراکی/);
    expect(counter()).toHaveTextContent("۷۴ نویسه");
    expect(counter()).toHaveTextContent("۲ بخش");
  });
});

describe("quick send: checks before pricing", () => {
  it("asks for recipients and text next to their fields, and prices or sends nothing", async () => {
    await renderQuickSend();
    fireEvent.click(submitButton());
    const recipientsError = await screen.findByText("دست‌کم یک گیرنده وارد کنید");
    const messageError = screen.getByText("متن پیام را وارد کنید");
    expect(document.getElementById("recipients")).toHaveAttribute(
      "aria-describedby",
      expect.stringContaining(recipientsError.id),
    );
    expect(messageBox()).toHaveAttribute("aria-describedby", expect.stringContaining(messageError.id));
    expect(messageBox()).toHaveAttribute("aria-invalid", "true");
    expect(posted(PRICE_PATH)).toHaveLength(0);
    expect(posted(SEND_PATH)).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not take a text of blanks as a message", async () => {
    await renderQuickSend();
    addRecipients(RECIPIENTS.slice(0, 1));
    typeMessage("   \n  ");
    fireEvent.click(submitButton());
    expect(await screen.findByText("متن پیام را وارد کنید")).toBeInTheDocument();
    expect(posted(PRICE_PATH)).toHaveLength(0);
  });

  it("refuses a scheduled time that has gone by before the send is priced", async () => {
    await renderQuickSend();
    addRecipients(RECIPIENTS.slice(0, 1));
    typeMessage("یادآوری جلسه");
    fireEvent.click(screen.getByRole("checkbox", { name: "ارسال در زمان دیگر" }));
    const chosen = new Date(Date.now() + 60 * 60_000);
    chosen.setSeconds(0, 0);
    const field = screen.getByLabelText("زمان ارسال");
    fireEvent.change(field, { target: { value: formatPickerText(chosen, true) } });
    fireEvent.keyDown(field, { key: "Enter" });
    await act(async () => {});
    expect(screen.queryByText("زمان ارسال باید در آینده باشد")).toBeNull();

    // The form stayed open past the chosen time.
    const later = chosen.getTime() + 60_000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    fireEvent.click(submitButton());
    const error = await screen.findByText("زمان ارسال باید در آینده باشد");
    expect(field).toHaveAttribute("aria-describedby", expect.stringContaining(error.id));
    expect(posted(PRICE_PATH)).toHaveLength(0);
  });

  it("shows the upstream's message when pricing fails, and keeps what was typed", async () => {
    network.restore();
    network = fakeSendingBff({
      [`POST ${PRICE_PATH}`]: {
        status: 422,
        body: { data: null, meta: { status: false, message: "این خط غیرفعال است", message_code: "422-1" } },
      },
    });
    await renderQuickSend();
    addRecipients(RECIPIENTS.slice(0, 2));
    typeMessage("یادآوری جلسه");
    fireEvent.click(submitButton());
    expect(await screen.findByText("این خط غیرفعال است")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(messageBox()).toHaveValue("یادآوری جلسه");
    expect(within(screen.getByRole("list", { name: "فهرست شماره‌های گیرنده" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
