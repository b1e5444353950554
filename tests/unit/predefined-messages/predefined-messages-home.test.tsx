import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PredefinedMessagesHome } from "@/components/predefined-messages/predefined-messages-home";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DRAFTS, fakeDraftsBff, renderDrafts, startingDrafts, type DraftsBff } from "./drafts-harness";

let pathname = "/predefined-messages";
const router = { prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ usePathname: () => pathname, useRouter: () => router }));
jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

let bff: DraftsBff;
beforeEach(() => {
  pathname = "/predefined-messages";
  jest.mocked(useIsMobile).mockReturnValue(false);
  jest.clearAllMocks();
});
afterEach(() => bff.restore());

const groupsList = () => screen.getByRole("list", { name: "گروه‌های پیام" });
/** A group's link, once the groups have come. */
const findGroup = async (name: string | RegExp) =>
  within(await screen.findByRole("list", { name: "گروه‌های پیام" })).findByRole("link", { name });
const messageTexts = () =>
  within(screen.getByRole("list", { name: "پیام‌های آماده" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

describe("predefined messages on a desktop", () => {
  it("lists the groups with their counts beside every group's messages, each labelled with its group", async () => {
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />);
    const ads = await findGroup("تبلیغات ۲ پیام");
    expect(ads).toHaveAttribute("href", "/predefined-messages/1");
    expect(within(groupsList()).getByRole("link", { name: "خالی ۰ پیام" })).toBeVisible();
    expect(within(groupsList()).getByRole("link", { name: "همهٔ پیام‌ها ۳ پیام" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await screen.findByRole("heading", { level: 2, name: "همهٔ پیام‌ها" })).toBeVisible();
    await waitFor(() =>
      expect(messageTexts()).toEqual(["جشنوارهٔ پاییزی آغاز شد", "کد تخفیف شما: SALE30", "ساعت کاری از ۹ تا ۲۱"]),
    );
    const first = screen.getAllByRole("listitem").find((item) => item.textContent?.includes("جشنوارهٔ پاییزی"))!;
    expect(first).toHaveTextContent("۱ بخش، ۲۳ نویسه");
    expect(first).toHaveTextContent("تبلیغات");
  });

  it("chooses a group in place: the address follows, the page is not left", async () => {
    bff = fakeDraftsBff();
    const replaceState = jest.spyOn(window.history, "replaceState");
    renderDrafts(<PredefinedMessagesHome />);
    fireEvent.click(await findGroup(/^اطلاع‌رسانی/));
    expect(replaceState).toHaveBeenCalledWith(null, "", "/predefined-messages/2");
    expect(router.push).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it("shows the group in the address with only its messages, and the controls to change it", async () => {
    pathname = "/predefined-messages/1";
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />);
    expect(await screen.findByRole("heading", { level: 2, name: "تبلیغات" })).toBeVisible();
    await waitFor(() => expect(messageTexts()).toEqual(["جشنوارهٔ پاییزی آغاز شد", "کد تخفیف شما: SALE30"]));
    expect(bff.to("GET", `${DRAFTS}/list`).at(-1)?.query.get("draft_group_id")).toBe("1");
    expect(within(groupsList()).getByRole("link", { name: /^تبلیغات/ })).toHaveAttribute("aria-current", "page");
    for (const name of ["گروه جدید", "پیام جدید", "تغییر نام گروه", "حذف گروه"])
      expect(screen.getByRole("button", { name })).toBeVisible();
    expect(screen.getAllByRole("button", { name: "ویرایش یا انتقال" })).toHaveLength(2);
  });

  it("filters the messages as the search is typed, and says when none holds it", async () => {
    bff = fakeDraftsBff();
    const { url } = renderDrafts(<PredefinedMessagesHome />);
    const search = await screen.findByRole("searchbox", { name: "جستجو در متن پیام‌ها" });
    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    fireEvent.change(search, { target: { value: "تخفيف" } });
    expect(messageTexts()).toEqual(["کد تخفیف شما: SALE30"]);
    await waitFor(() => expect(url().get("q")).toBe("تخفيف"));
    fireEvent.change(search, { target: { value: "ارسال رایگان" } });
    expect(screen.getByText("پیامی با «ارسال رایگان» پیدا نشد. بخش دیگری از متن را جستجو کنید.")).toBeVisible();
  });

  it("says what to do in an empty group, and when there is no group at all", async () => {
    pathname = "/predefined-messages/3";
    bff = fakeDraftsBff();
    const view = renderDrafts(<PredefinedMessagesHome />);
    expect(await screen.findByText(/این گروه هنوز پیامی ندارد\. .*«پیام جدید»/)).toBeVisible();
    view.unmount();
    bff.restore();

    pathname = "/predefined-messages";
    bff = fakeDraftsBff({ groups: [], drafts: [] });
    renderDrafts(<PredefinedMessagesHome />);
    expect(await screen.findByText(/هنوز گروهی ندارید\. .*«گروه جدید»/)).toBeVisible();
    expect(await screen.findByText("پیام‌های آماده در گروه‌ها نگه داشته می‌شوند؛ نخست یک گروه بسازید.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "پیام جدید" })).toBeNull();
  });

  it("says so for a group the account does not hold (another account's id), and leads back", async () => {
    pathname = "/predefined-messages/77";
    bff = fakeDraftsBff();
    const replaceState = jest.spyOn(window.history, "replaceState");
    renderDrafts(<PredefinedMessagesHome />);
    expect(await screen.findByText("این گروه پیدا نشد؛ شاید حذف شده باشد.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "نمایش همهٔ پیام‌ها" }));
    expect(replaceState).toHaveBeenCalledWith(null, "", "/predefined-messages");
    replaceState.mockRestore();
  });

  it("deletes a group after saying its messages go with it, then shows every group", async () => {
    pathname = "/predefined-messages/1";
    bff = fakeDraftsBff();
    const replaceState = jest.spyOn(window.history, "replaceState");
    renderDrafts(<PredefinedMessagesHome />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف گروه" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف گروه" });
    expect(dialog).toHaveTextContent("گروه «تبلیغات» با ۲ پیامش حذف می‌شود و بازگشتی ندارد. حذف شود؟");
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف گروه" }));
    await waitFor(() => expect(replaceState).toHaveBeenCalledWith(null, "", "/predefined-messages"));
    expect(bff.to("POST", `${DRAFTS}/group/delete`)[0]?.body).toEqual({ draft_group_id: 1 });
    expect(bff.state.drafts.map((d) => d.draft_id)).toEqual([21]);
    replaceState.mockRestore();
  });

  it("deletes a message only once the confirmation is accepted", async () => {
    pathname = "/predefined-messages/2";
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف پیام آماده" });
    expect(dialog).toHaveTextContent("ساعت کاری از ۹ تا ۲۱");
    fireEvent.click(within(dialog).getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bff.to("POST", `${DRAFTS}/delete`)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "حذف پیام آماده" })).getByRole("button", { name: "حذف" }),
    );
    expect(await screen.findByText(/این گروه هنوز پیامی ندارد/)).toBeVisible();
    expect(bff.to("POST", `${DRAFTS}/delete`)[0]?.body).toEqual({ draft_ids: [21] });
    expect(within(groupsList()).getByRole("link", { name: "اطلاع‌رسانی ۰ پیام" })).toBeVisible();
  });
});

describe("predefined messages for a colleague", () => {
  it("shows a role without predefined_messages.edit the groups and messages with no control to change them", async () => {
    pathname = "/predefined-messages/1";
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />, { as: ["predefined_messages.view"] });
    expect(await findGroup("تبلیغات ۲ پیام")).toBeVisible();
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    for (const region of ["گروه‌ها", "تبلیغات"])
      expect(within(screen.getByRole("region", { name: region })).queryAllByRole("button")).toEqual([]);
  });

  it("offers the controls to a role with predefined_messages.edit", async () => {
    pathname = "/predefined-messages/1";
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />, { as: ["predefined_messages.view", "predefined_messages.edit"] });
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    expect(screen.getByRole("button", { name: "پیام جدید" })).toBeVisible();
    expect(screen.getAllByRole("button", { name: "حذف" })).toHaveLength(2);
  });
});

describe("predefined messages on a phone", () => {
  beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(true));

  it("lists the groups as links to their pages, and searches every group's messages in their place", async () => {
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesHome />);
    expect(await findGroup("تبلیغات ۲ پیام")).toHaveAttribute("href", "/predefined-messages/1");
    expect(screen.queryByRole("list", { name: "پیام‌های آماده" })).toBeNull();
    expect(bff.to("GET", `${DRAFTS}/list`)).toHaveLength(0);
    fireEvent.change(screen.getByRole("searchbox", { name: "جستجو در همهٔ پیام‌ها" }), {
      target: { value: "ساعت" },
    });
    await waitFor(() => expect(messageTexts()).toEqual(["ساعت کاری از ۹ تا ۲۱"]));
    expect(screen.queryByRole("list", { name: "گروه‌های پیام" })).toBeNull();
  });

  it("shows a group's page, and leaves it for the groups once the group is deleted", async () => {
    pathname = "/predefined-messages/2";
    bff = fakeDraftsBff(startingDrafts());
    renderDrafts(<PredefinedMessagesHome />);
    expect(await screen.findByRole("heading", { level: 2, name: "اطلاع‌رسانی" })).toBeVisible();
    expect(screen.queryByRole("list", { name: "گروه‌های پیام" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "حذف گروه" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "حذف گروه" })).getByRole("button", { name: "حذف گروه" }),
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/predefined-messages"));
  });
});
