import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { PredefinedMessagesPicker } from "@/components/send/composer/predefined-messages-picker";
import { useCreateDraft } from "@/lib/api/drafts";
import { DRAFTS, fakeDraftsBff, renderDrafts, type DraftsBff } from "./drafts-harness";

jest.mock("next/navigation", () => ({
  usePathname: () => "/send-sms/quick",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let bff: DraftsBff;
afterEach(() => bff.restore());

const texts = () =>
  within(screen.getByRole("list", { name: "متن‌های آماده" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

/** The picker beside a way to make a message in the same query client, as the page of predefined messages would. */
function PickerWithACreator({ onPick }: { onPick: (text: string) => void }) {
  const create = useCreateDraft();
  return (
    <>
      <button type="button" onClick={() => create.mutate({ draft_group_id: 2, message: "پیام تازه از صفحهٔ پیام‌ها" })}>
        ساخت در صفحهٔ دیگر
      </button>
      <PredefinedMessagesPicker open onOpenChange={() => undefined} onPick={onPick} />
    </>
  );
}

describe("the composer's picker of predefined messages", () => {
  it("shows the groups with their counts, a chosen group's messages, and puts the one picked into the text", async () => {
    bff = fakeDraftsBff();
    const onPick = jest.fn();
    const onOpenChange = jest.fn();
    renderDrafts(<PredefinedMessagesPicker open onOpenChange={onOpenChange} onPick={onPick} />);
    const dialog = screen.getByRole("dialog", { name: "درج متن آماده" });
    const all = await within(dialog).findByRole("button", { name: "همهٔ گروه‌ها (۳)" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(texts()).toHaveLength(3));

    fireEvent.click(within(dialog).getByRole("button", { name: "اطلاع‌رسانی (۱)" }));
    await waitFor(() => expect(texts()).toEqual(["ساعت کاری از ۹ تا ۲۱"]));
    expect(bff.to("GET", `${DRAFTS}/list`).at(-1)?.query.get("draft_group_id")).toBe("2");

    fireEvent.click(within(dialog).getByRole("button", { name: "درج" }));
    expect(onPick).toHaveBeenCalledWith("ساعت کاری از ۹ تا ۲۱");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("searches the text, and says when nothing holds it", async () => {
    bff = fakeDraftsBff();
    renderDrafts(<PredefinedMessagesPicker open onOpenChange={() => undefined} onPick={() => undefined} />);
    await waitFor(() => expect(texts()).toHaveLength(3));
    const search = screen.getByRole("searchbox", { name: "جستجو در متن‌های آماده" });
    fireEvent.change(search, { target: { value: "كد" } });
    expect(texts()).toEqual(["کد تخفیف شما: SALE30"]);
    fireEvent.change(search, { target: { value: "ارسال رایگان" } });
    expect(screen.getByText("متنی با «ارسال رایگان» پیدا نشد.")).toBeVisible();
  });

  it("stays in step: a message made elsewhere in the panel shows at once, with its group's count", async () => {
    bff = fakeDraftsBff();
    renderDrafts(<PickerWithACreator onPick={() => undefined} />);
    await waitFor(() => expect(texts()).toHaveLength(3));
    // Behind the open dialog, so hidden from the accessibility tree.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "ساخت در صفحهٔ دیگر", hidden: true })));
    await waitFor(() => expect(texts()).toContain("پیام تازه از صفحهٔ پیام‌ها"));
    expect(await screen.findByRole("button", { name: "اطلاع‌رسانی (۲)" })).toBeVisible();
  });

  it("reads them again at each opening, for a change made in another tab while the cache was fresh", async () => {
    bff = fakeDraftsBff();
    function Reopenable() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((was) => !was)}>
            باز و بسته
          </button>
          <PredefinedMessagesPicker open={open} onOpenChange={setOpen} onPick={() => undefined} />
        </>
      );
    }
    const { client } = renderDrafts(<Reopenable />);
    // The panel keeps answers fresh for 30 seconds.
    client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    fireEvent.click(screen.getByRole("button", { name: "باز و بسته" }));
    await waitFor(() => expect(texts()).toHaveLength(3));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    bff.state.drafts.push({
      draft_id: 99,
      draft_group_id: 3,
      user_id: 9,
      time: 0,
      message: "از برگهٔ دیگر",
      type: "normal",
    });
    fireEvent.click(screen.getByRole("button", { name: "باز و بسته" }));
    await waitFor(() => expect(texts()).toContain("از برگهٔ دیگر"));
  });

  it("says where messages are made when there are none, to a member who may open that page", async () => {
    bff = fakeDraftsBff({ groups: [], drafts: [] });
    renderDrafts(<PredefinedMessagesPicker open onOpenChange={() => undefined} onPick={() => undefined} />);
    const link = await screen.findByRole("link", { name: /در «پیام‌های از پیش تعریف‌شده» بسازید/ });
    expect(link).toHaveAttribute("href", "/predefined-messages");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText(/متن آماده‌ای نیست\./)).toBeVisible();
  });

  it("leaves that link out for a colleague who may send but not open predefined messages", async () => {
    bff = fakeDraftsBff({ groups: [], drafts: [] });
    renderDrafts(<PredefinedMessagesPicker open onOpenChange={() => undefined} onPick={() => undefined} />, {
      as: ["send.quick"],
    });
    expect(await screen.findByText(/متن آماده‌ای نیست\./)).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
