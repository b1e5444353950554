import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RoleForm } from "@/components/colleagues/roles/role-form";
import { COLLEAGUE_MESSAGES, type Role } from "@/lib/contract/colleagues";
import { PERMISSION_GROUPS } from "@/lib/contract/permission-catalog";
import { toPersianDigits } from "@/lib/validation/digits";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const CREATE = "/api/v1/api/acl/partner/create_role";
const UPDATE = "/api/v1/api/acl/partner/update_role";
const GROUPS = PERMISSION_GROUPS.map((group) => ({ ...group, permissions: [...group.permissions] }));
const TOTAL = toPersianDigits(GROUPS.reduce((sum, group) => sum + group.permissions.length, 0));

const role = (over: Partial<Role> = {}): Role => ({
  id: 7,
  title: "کارشناس ارسال",
  permissions: ["send.quick", "reports.view"],
  colleagues_count: 0,
  created_at: "2026-01-01T10:00:00Z",
  updated_at: "2026-01-01T10:00:00Z",
  ...over,
});

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork({
    [`POST ${CREATE}`]: (body) => ok(role({ id: 9, ...(body as object) })),
    [`POST ${UPDATE}`]: (body) => ok(role(body as Partial<Role>)),
  });
});
afterEach(() => network.restore());

const groupBox = (title: string) => screen.getByRole("checkbox", { name: `همهٔ دسترسی‌های ${title}` });
const permissionBox = (title: string) => screen.getByRole("checkbox", { name: title });
const count = () => screen.getByText(/دسترسی انتخاب شده$/);

describe("RoleForm", () => {
  it("refuses a role without a title or a permission beside each, and sends nothing", async () => {
    renderWithQuery(<RoleForm groups={GROUPS} onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "ساخت سطح دسترسی" }));

    expect(await screen.findByText(COLLEAGUE_MESSAGES.roleTitleRequired)).toBeVisible();
    expect(screen.getByText(COLLEAGUE_MESSAGES.permissionsRequired)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "عنوان سطح دسترسی" })).toHaveAttribute("aria-invalid", "true");
    expect(network.to("POST", CREATE)).toHaveLength(0);
  });

  it("chooses a whole group with its select-all, shows it mixed when one is let go, and counts the choice", async () => {
    renderWithQuery(<RoleForm groups={GROUPS} onSaved={jest.fn()} />);
    const reports = groupBox("گزارش‌ها");

    fireEvent.click(reports);
    expect(reports).toBeChecked();
    expect(permissionBox("مشاهده و دریافت گزارش ارسال‌ها")).toBeChecked();
    expect(permissionBox("توقف ارسال‌ها")).toBeChecked();
    expect(count()).toHaveTextContent(`۲ از ${TOTAL} دسترسی انتخاب شده`);

    fireEvent.click(permissionBox("توقف ارسال‌ها"));
    expect(reports).not.toBeChecked();
    expect((reports as HTMLInputElement).indeterminate).toBe(true);
    expect(count()).toHaveTextContent(`۱ از ${TOTAL}`);

    // A mixed group's select-all chooses the rest of it; pressed again, it lets all of it go.
    fireEvent.click(reports);
    expect(reports).toBeChecked();
    expect((reports as HTMLInputElement).indeterminate).toBe(false);
    fireEvent.click(reports);
    expect(permissionBox("مشاهده و دریافت گزارش ارسال‌ها")).not.toBeChecked();
    expect(count()).toHaveTextContent(`۰ از ${TOTAL}`);
  });

  it("makes the role with its title and permissions in the catalog's order", async () => {
    const onSaved = jest.fn();
    renderWithQuery(<RoleForm groups={GROUPS} onSaved={onSaved} />);
    fireEvent.change(screen.getByRole("textbox", { name: "عنوان سطح دسترسی" }), {
      target: { value: "  پشتیبان  " },
    });
    fireEvent.click(permissionBox("مشاهدهٔ اعتبار"));
    fireEvent.click(permissionBox("ارسال سریع"));
    fireEvent.click(screen.getByRole("button", { name: "ساخت سطح دسترسی" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.to("POST", CREATE)[0]?.body).toEqual({
      title: "پشتیبان",
      permissions: ["send.quick", "wallet.view"],
    });
  });

  it("opens a role with its permissions chosen and saves it under its id", async () => {
    const onSaved = jest.fn();
    renderWithQuery(
      <RoleForm groups={GROUPS} role={role({ permissions: ["reports.view", "gone.permission"] })} onSaved={onSaved} />,
    );
    expect(permissionBox("مشاهده و دریافت گزارش ارسال‌ها")).toBeChecked();
    expect((groupBox("گزارش‌ها") as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "ذخیرهٔ تغییرات" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.to("POST", UPDATE)[0]?.body).toEqual({
      role_id: 7,
      title: "کارشناس ارسال",
      permissions: ["reports.view"],
    });
  });

  it("puts the upstream's refusal beside the title and keeps what was chosen", async () => {
    network.restore();
    network = fakeNetwork({
      [`POST ${CREATE}`]: failure(422, COLLEAGUE_MESSAGES.roleTitleTaken, {
        title: [COLLEAGUE_MESSAGES.roleTitleTaken],
      }),
    });
    renderWithQuery(<RoleForm groups={GROUPS} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByRole("textbox", { name: "عنوان سطح دسترسی" }), { target: { value: "پشتیبان" } });
    fireEvent.click(groupBox("پشتیبانی"));
    fireEvent.click(screen.getByRole("button", { name: "ساخت سطح دسترسی" }));

    expect(await screen.findByText(COLLEAGUE_MESSAGES.roleTitleTaken)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "عنوان سطح دسترسی" })).toHaveValue("پشتیبان");
    expect(groupBox("پشتیبانی")).toBeChecked();
  });
});
