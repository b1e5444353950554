import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DraftDialog } from "@/components/predefined-messages/draft-dialog";
import { GroupTitleDialog } from "@/components/predefined-messages/group-title-dialog";
import { DRAFT_MESSAGES } from "@/lib/contract/drafts";
import { choose } from "../support/select";
import { DRAFTS, failure, fakeDraftsBff, renderDrafts, startingDrafts, type DraftsBff } from "./drafts-harness";

jest.mock("next/navigation", () => ({
  usePathname: () => "/predefined-messages/1",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let bff: DraftsBff;
afterEach(() => bff.restore());

const { groups, drafts } = startingDrafts();
const text = () => screen.getByRole("textbox", { name: "متن پیام" });
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("a new predefined message", () => {
  it("is refused beside its text when empty or longer than 1,400 characters, keeping what was typed, and nothing is sent", async () => {
    bff = fakeDraftsBff();
    renderDrafts(<DraftDialog open onOpenChange={() => undefined} draft={null} groupId={1} groups={groups} />);
    expect(screen.getByRole("combobox", { name: "گروه" })).toHaveTextContent("تبلیغات");

    fireEvent.change(text(), { target: { value: "  \n " } });
    submit("ساخت پیام");
    expect(await screen.findByText("متن پیام را وارد کنید")).toBeVisible();
    expect(text()).toHaveAttribute("aria-invalid", "true");
    expect(text()).toHaveAccessibleDescription(/متن پیام را وارد کنید/);

    const long = "ب".repeat(1401);
    fireEvent.change(text(), { target: { value: long } });
    expect(screen.getByText("۱٬۴۰۱ از ۱٬۴۰۰ نویسه")).toHaveClass("text-danger");
    submit("ساخت پیام");
    expect(await screen.findByText("متن پیام حداکثر ۱٬۴۰۰ نویسه است")).toBeVisible();
    expect(text()).toHaveValue(long);
    expect(bff.to("POST", DRAFTS)).toHaveLength(0);
  });

  it("counts the parts as it is typed, and is made in the chosen group", async () => {
    bff = fakeDraftsBff();
    const onOpenChange = jest.fn();
    renderDrafts(<DraftDialog open onOpenChange={onOpenChange} draft={null} groupId={null} groups={groups} />);
    fireEvent.change(text(), { target: { value: "ب".repeat(71) } });
    expect(screen.getByText("۲ بخش پیامک")).toBeVisible();
    submit("ساخت پیام");
    // With no group open, one must be chosen.
    expect(await screen.findByText("گروه را انتخاب کنید")).toBeVisible();
    await choose("گروه", "اطلاع‌رسانی");
    submit("ساخت پیام");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bff.to("POST", DRAFTS)[0]?.body).toEqual({ draft_group_id: 2, message: "ب".repeat(71) });
    expect(await screen.findByText("پیام آماده در گروه «اطلاع‌رسانی» ساخته شد.", { selector: "div" })).toBeVisible();
  });
});

describe("editing a predefined message", () => {
  it("saves the text alone, as Edge's update takes it, while the group stays", async () => {
    bff = fakeDraftsBff();
    const onOpenChange = jest.fn();
    renderDrafts(<DraftDialog open onOpenChange={onOpenChange} draft={drafts[0]!} groupId={1} groups={groups} />);
    expect(text()).toHaveValue("جشنوارهٔ پاییزی آغاز شد");
    fireEvent.change(text(), { target: { value: "جشنوارهٔ زمستانی آغاز شد" } });
    submit("ذخیره");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bff.to("PUT", DRAFTS)[0]?.body).toEqual({ draft_id: 11, message: "جشنوارهٔ زمستانی آغاز شد" });
  });

  it("moves it to another group", async () => {
    bff = fakeDraftsBff();
    const onOpenChange = jest.fn();
    renderDrafts(<DraftDialog open onOpenChange={onOpenChange} draft={drafts[0]!} groupId={1} groups={groups} />);
    expect(screen.getByText("با انتخاب گروه دیگر، پیام به آن گروه منتقل می‌شود.")).toBeVisible();
    await choose("گروه", "خالی");
    submit("ذخیره");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bff.to("PUT", DRAFTS)[0]?.body).toEqual({
      draft_id: 11,
      message: "جشنوارهٔ پاییزی آغاز شد",
      draft_group_id: 3,
    });
    expect(await screen.findByText("پیام به گروه «خالی» منتقل شد.", { selector: "div" })).toBeVisible();
  });

  it("shows the upstream's refusal beside the group (one deleted meanwhile) and stays open", async () => {
    bff = fakeDraftsBff(startingDrafts(), {
      [`PUT ${DRAFTS}`]: failure(422, DRAFT_MESSAGES.targetGroupNotFound, {
        draft_group_id: [DRAFT_MESSAGES.targetGroupNotFound],
      }),
    });
    const onOpenChange = jest.fn();
    renderDrafts(<DraftDialog open onOpenChange={onOpenChange} draft={drafts[0]!} groupId={1} groups={groups} />);
    await choose("گروه", "اطلاع‌رسانی");
    submit("ذخیره");
    expect(await screen.findByText(DRAFT_MESSAGES.targetGroupNotFound)).toBeVisible();
    expect(screen.getByRole("combobox", { name: "گروه" })).toHaveAccessibleDescription(
      DRAFT_MESSAGES.targetGroupNotFound,
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("a group's title", () => {
  it("is refused when blank, and a new group is made and handed back", async () => {
    bff = fakeDraftsBff();
    const onCreated = jest.fn();
    renderDrafts(<GroupTitleDialog open onOpenChange={() => undefined} group={null} onCreated={onCreated} />);
    const dialog = screen.getByRole("dialog", { name: "گروه جدید" });
    submit("ساخت گروه");
    expect(await within(dialog).findByText("عنوان گروه را وارد کنید")).toBeVisible();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "عنوان گروه" }), { target: { value: " یادآوری " } });
    submit("ساخت گروه");
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: "یادآوری" })));
    expect(bff.to("POST", `${DRAFTS}/group`)[0]?.body).toEqual({ title: "یادآوری" });
  });

  it("renames a group from its current title", async () => {
    bff = fakeDraftsBff();
    const onOpenChange = jest.fn();
    renderDrafts(<GroupTitleDialog open onOpenChange={onOpenChange} group={groups[0]!} />);
    const title = screen.getByRole("textbox", { name: "عنوان گروه" });
    expect(title).toHaveValue("تبلیغات");
    fireEvent.change(title, { target: { value: "تخفیف‌ها" } });
    submit("ذخیره");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bff.to("PUT", `${DRAFTS}/group`)[0]?.body).toEqual({ draft_group_id: 1, title: "تخفیف‌ها" });
  });
});
