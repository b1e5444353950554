import { act, screen, within } from "@testing-library/react";
import { ContactsToolbar } from "@/components/contacts/contacts/contacts-toolbar";
import { SectionForm } from "@/components/profile/account/section-form";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { AccessProvider } from "@/lib/auth/access-context";
import type { ContactFilters } from "@/lib/api/contacts";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { fakeInboxBff, renderInbox } from "../inbox/inbox-harness";
import { colleagueOf, renderAs } from "./render-as";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  usePathname: () => "/contacts",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));

describe("the inbox for a role that reads it without managing it", () => {
  let bff: ReturnType<typeof fakeInboxBff>;
  afterEach(() => bff.restore());

  it("lists the messages with no checkboxes and no «خواندم»", async () => {
    bff = fakeInboxBff();
    renderInbox(
      <AccessProvider memberOf={colleagueOf(["inbox.view"])}>
        <InboxPanel />
      </AccessProvider>,
    );
    await screen.findByText("سفارشم کی می‌رسد؟");
    const table = screen.getByRole("table", { name: "پیامک‌های دریافتی" });
    expect(within(table).queryAllByRole("checkbox")).toHaveLength(0);
    expect(within(table).queryByRole("button", { name: /خواندم/ })).toBeNull();
  });

  it("offers both to a role that manages it", async () => {
    bff = fakeInboxBff();
    renderInbox(
      <AccessProvider memberOf={colleagueOf(["inbox.view", "inbox.manage"])}>
        <InboxPanel />
      </AccessProvider>,
    );
    await screen.findByText("سفارشم کی می‌رسد؟");
    const table = screen.getByRole("table", { name: "پیامک‌های دریافتی" });
    expect(within(table).getAllByRole("checkbox").length).toBeGreaterThan(0);
    expect(within(table).getByRole("button", { name: /خواندم/ })).toBeInTheDocument();
  });
});

describe("the contacts toolbar", () => {
  const toolbar = (
    <ContactsToolbar
      filters={{} as ContactFilters}
      phonebook={null}
      selectedCount={0}
      onDeleteSelected={() => undefined}
      onClearSelection={() => undefined}
    />
  );

  it("offers a viewing role neither a new contact nor the export", () => {
    renderAs(colleagueOf(["contacts.view"]), toolbar);
    expect(screen.queryByRole("button", { name: "مخاطب جدید" })).toBeNull();
    expect(screen.queryByRole("group", { name: "خروجی مخاطبان با فیلترهای کنونی" })).toBeNull();
  });

  it("offers each to the role that holds it", async () => {
    renderAs(colleagueOf(["contacts.view", "contacts.edit"]), toolbar);
    expect(screen.getByRole("button", { name: "مخاطب جدید" })).toBeInTheDocument();
    // The add dialog's code arrives beside the button.
    await act(() => import("@/components/contacts/contacts/contact-form-dialog"));
    expect(screen.queryByRole("group", { name: "خروجی مخاطبان با فیلترهای کنونی" })).toBeNull();
  });
});

describe("the account's profile sections", () => {
  const form = (
    <SectionForm labelledBy="t" onSubmit={(e) => e.preventDefault()} error={null} saving={false} submitLabel="ذخیره">
      <input aria-label="نام" defaultValue="سارا" />
    </SectionForm>
  );

  it("are read only for a role that shows the profile without editing it", () => {
    renderAs(colleagueOf(["profile.view"]), form);
    expect(screen.getByRole("textbox", { name: "نام" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "ذخیره" })).toBeNull();
  });

  it("are saved by a role that edits it, and by the owner", () => {
    renderAs(colleagueOf(["profile.view", "profile.edit"]), form);
    expect(screen.getByRole("textbox", { name: "نام" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "ذخیره" })).toBeInTheDocument();
  });
});
