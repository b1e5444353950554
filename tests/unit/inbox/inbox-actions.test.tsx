import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DELETE, failure, fakeInboxBff, INBOX, ok, READ, renderInbox } from "./inbox-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

let bff: ReturnType<typeof fakeInboxBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

async function chooseAll() {
  await screen.findByText("سفارشم کی می‌رسد؟");
  fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" }));
  expect(screen.getByText("۲ پیامک انتخاب شده")).toBeInTheDocument();
}

describe("marking messages read", () => {
  it("marks one message read from its row and reads the list again", async () => {
    bff = fakeInboxBff({ [`POST ${READ}`]: ok({ read: 1, unread: 0 }) });
    renderInbox(<InboxPanel />);
    await screen.findByText("سفارشم کی می‌رسد؟");
    const listed = bff.to("POST", INBOX).length;
    // Only the unread message has the button.
    expect(screen.getAllByRole("button", { name: /^خواندم/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "خواندم: پیام 989351112222" }));
    await waitFor(() => expect(bff.to("POST", READ).map((call) => call.body)).toEqual([{ ids: [5_000_012] }]));
    await waitFor(() => expect(bff.to("POST", INBOX).length).toBeGreaterThan(listed));
  });

  it("marks the chosen messages read together and says how many were", async () => {
    bff = fakeInboxBff({ [`POST ${READ}`]: ok({ read: 1, unread: 0 }) });
    renderInbox(<InboxPanel />);
    await chooseAll();
    fireEvent.click(screen.getByRole("button", { name: "علامت خوانده‌شده" }));
    expect(await screen.findByText("۱ پیامک خوانده‌شده علامت خورد.")).toBeInTheDocument();
    expect(bff.to("POST", READ).map((call) => call.body)).toEqual([{ ids: [5_000_012, 5_000_011] }]);
    expect(screen.queryByText(/پیامک انتخاب شده/)).not.toBeInTheDocument();
  });

  it("says why marking failed", async () => {
    bff = fakeInboxBff({ [`POST ${READ}`]: failure(422, "خطا", { ids: ["دست‌کم یک مورد را انتخاب کنید"] }) });
    renderInbox(<InboxPanel />);
    await screen.findByText("سفارشم کی می‌رسد؟");
    fireEvent.click(screen.getByRole("button", { name: "خواندم: پیام 989351112222" }));
    expect(await screen.findByText("دست‌کم یک مورد را انتخاب کنید")).toBeInTheDocument();
  });
});

describe("deleting messages", () => {
  it("deletes the chosen messages once the user confirms", async () => {
    bff = fakeInboxBff({ [`POST ${DELETE}`]: ok({ deleted: 2, unread: 0 }) });
    renderInbox(<InboxPanel />);
    await chooseAll();
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف پیامک دریافتی" });
    expect(dialog).toHaveTextContent("۲ پیامک دریافتی حذف می‌شوند و بازگشتی ندارند. حذف شوند؟");
    expect(bff.to("POST", DELETE)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE).map((call) => call.body)).toEqual([{ ids: [5_000_012, 5_000_011] }]);
    expect(await screen.findByText("۲ پیامک حذف شد.")).toBeInTheDocument();
  });

  it("sends nothing when the user cancels, and keeps the dialog open with the reason when the delete fails", async () => {
    bff = fakeInboxBff({ [`POST ${DELETE}`]: failure(500, "Server Error") });
    renderInbox(<InboxPanel />);
    await chooseAll();
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("خطا در ارسال اطلاعات");
  });
});
