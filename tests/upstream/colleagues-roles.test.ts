import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import { PERMISSION_GROUPS } from "@/lib/contract/permission-catalog";
import { PERMISSIONS } from "@/lib/contract/permissions";
import { api } from "./support/client";
import { as, invite, newOwner, newRole, type Owner } from "./support/colleagues";

/** Colleagues' access roles, `acl/partner/*` and `plugins/partner/duplicate_role`, as their owner uses them. */

let owner: Owner;
let other: Owner;
beforeAll(async () => {
  [owner, other] = await Promise.all([newOwner(), newOwner()]);
});

describe("the permission list", () => {
  it("is the catalog, grouped, with Persian titles, and no owner-only power in it", async () => {
    const answer = await as(owner.token).get("acl/partner/permission_list");
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((g: { id: string }) => g.id)).toEqual(PERMISSION_GROUPS.map((g) => g.id));
    const ids = answer.body.data.flatMap((g: { permissions: { id: string }[] }) => g.permissions.map((p) => p.id));
    expect(ids).toEqual([...PERMISSIONS]);
    expect(answer.body.data[0]).toMatchObject({ title: "ارسال پیامک" });
    expect(ids.some((id: string) => /colleague|role|two_step|document|mobile/.test(id))).toBe(false);
  });
});

describe("making, reading and changing a role", () => {
  it("creates a role, shows it, lists it and saves changes to it", async () => {
    const created = await as(owner.token).post("acl/partner/create_role", {
      title: "  ارسال‌کننده  ",
      permissions: ["send.quick", "reports.view", "send.quick"],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: "ارسال‌کننده",
      permissions: ["send.quick", "reports.view"],
      colleagues_count: 0,
    });
    expect(created.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const id = created.body.data.id;

    const shown = await as(owner.token).get(`acl/partner/show_role?role_id=${id}`);
    expect(shown.body.data).toEqual(created.body.data);

    const listed = await as(owner.token).get("acl/partner/role_list?search=کننده");
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(listed.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 1 });

    const saved = await as(owner.token).post("acl/partner/update_role", {
      role_id: id,
      title: "ارسال و گزارش",
      permissions: ["send.quick", "reports.view", "reports.cancel"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      id,
      title: "ارسال و گزارش",
      permissions: ["send.quick", "reports.view", "reports.cancel"],
    });
  });

  it("pages the list and searches with LIKE's own characters taken literally", async () => {
    const mine = await newOwner();
    for (const title of ["الف", "ب", "پ_۱", "ت%"]) await newRole(mine, ["inbox.view"], title);
    const page = await as(mine.token).get("acl/partner/role_list?page=2&per_page=3");
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    const literal = await as(mine.token).get(`acl/partner/role_list?search=${encodeURIComponent("_")}`);
    expect(literal.body.data.map((r: { title: string }) => r.title)).toEqual(["پ_۱"]);
  });

  it("refuses a title the owner uses already, whatever its case, beside the title", async () => {
    await newRole(owner, ["inbox.view"], "Support");
    const again = await as(owner.token).post("acl/partner/create_role", {
      title: "support",
      permissions: ["inbox.view"],
    });
    expect(again.status).toBe(422);
    expect(again.body.meta.errors).toEqual({ title: [COLLEAGUE_MESSAGES.roleTitleTaken] });
    // Another owner may use it.
    expect(
      (await as(other.token).post("acl/partner/create_role", { title: "Support", permissions: ["inbox.view"] })).status,
    ).toBe(200);
    // Renaming another role to it is refused too; keeping a role's own title is not.
    const second = await newRole(owner, ["inbox.view"], "Second");
    const renamed = await as(owner.token).post("acl/partner/update_role", {
      role_id: second,
      title: "SUPPORT",
      permissions: ["inbox.view"],
    });
    expect(renamed.body.meta.errors).toEqual({ title: [COLLEAGUE_MESSAGES.roleTitleTaken] });
    const kept = await as(owner.token).post("acl/partner/update_role", {
      role_id: second,
      title: "Second",
      permissions: ["inbox.manage"],
    });
    expect(kept.status).toBe(200);
  });

  it("refuses unknown permissions, an empty list, a missing or too long title, field by field", async () => {
    const unknown = await as(owner.token).post("acl/partner/create_role", {
      title: "x",
      permissions: ["send.quick", "colleagues.manage"],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors.permissions).toEqual([COLLEAGUE_MESSAGES.permissionUnknown]);
    const empty = await as(owner.token).post("acl/partner/create_role", { title: "", permissions: [] });
    expect(empty.body.meta.errors).toMatchObject({
      title: [COLLEAGUE_MESSAGES.roleTitleRequired],
      permissions: [COLLEAGUE_MESSAGES.permissionsRequired],
    });
    const long = await as(owner.token).post("acl/partner/create_role", {
      title: "ن".repeat(61),
      permissions: ["inbox.view"],
    });
    expect(long.body.meta.errors.title).toEqual([COLLEAGUE_MESSAGES.roleTitleTooLong]);
    const huge = await as(owner.token).post("acl/partner/create_role", {
      title: "x",
      permissions: Array.from({ length: 5000 }, () => "send.quick"),
    });
    expect(huge.status).toBe(422);
  });
});

describe("another owner's roles", () => {
  it("answer 404 as a role that does not exist, and stay as they were", async () => {
    const theirs = await newRole(other, ["inbox.view"], "نقش دیگری");
    const notFound = { status: 404, message: COLLEAGUE_MESSAGES.roleNotFound };
    const expectMissing = (answer: { status: number; body: { meta: { message: string } } }) =>
      expect({ status: answer.status, message: answer.body.meta.message }).toEqual(notFound);
    expectMissing(await as(owner.token).get(`acl/partner/show_role?role_id=${theirs}`));
    expectMissing(
      await as(owner.token).post("acl/partner/update_role", {
        role_id: theirs,
        title: "ربوده",
        permissions: ["wallet.pay"],
      }),
    );
    expectMissing(await as(owner.token).post("acl/partner/delete_role", { role_id: theirs }));
    expectMissing(await as(owner.token).post("plugins/partner/duplicate_role", { role_id: theirs }));
    expectMissing(await as(owner.token).get("acl/partner/show_role?role_id=99999999"));
    const still = await as(other.token).get(`acl/partner/show_role?role_id=${theirs}`);
    expect(still.body.data).toMatchObject({ title: "نقش دیگری", permissions: ["inbox.view"] });
    const list = await as(owner.token).get("acl/partner/role_list?per_page=100");
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(theirs);
  });
});

describe("duplicating a role", () => {
  it("copies its permissions under a title of its own: «(کپی)», then «(کپی ۲)»", async () => {
    const source = await newRole(owner, ["contacts.view", "inbox.view"], "پشتیبان");
    const first = await as(owner.token).post("plugins/partner/duplicate_role", { role_id: source });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      title: "پشتیبان (کپی)",
      permissions: ["contacts.view", "inbox.view"],
      colleagues_count: 0,
    });
    const second = await as(owner.token).post("plugins/partner/duplicate_role", { role_id: source });
    expect(second.body.data.title).toBe("پشتیبان (کپی ۲)");
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it("keeps a long title within the limit", async () => {
    const source = await newRole(owner, ["inbox.view"], "ع".repeat(60));
    const copy = await as(owner.token).post("plugins/partner/duplicate_role", { role_id: source });
    expect(copy.body.data.title).toHaveLength(60);
    expect(copy.body.data.title.endsWith(" (کپی)")).toBe(true);
  });
});

describe("deleting a role", () => {
  it("is refused while a colleague holds it, and done once none does", async () => {
    const role = await newRole(owner, ["inbox.view"]);
    const colleague = await invite(owner, role);
    const refused = await as(owner.token).post("acl/partner/delete_role", { role_id: role });
    expect(refused.status).toBe(409);
    expect(refused.body.meta).toMatchObject({ message: COLLEAGUE_MESSAGES.roleInUse, message_code: "409-1" });
    expect((await as(owner.token).get(`acl/partner/show_role?role_id=${role}`)).body.data.colleagues_count).toBe(1);

    expect((await as(owner.token).post("user/partner/delete", { partner_id: colleague.id })).status).toBe(200);
    const deleted = await as(owner.token).post("acl/partner/delete_role", { role_id: role });
    expect(deleted.status).toBe(200);
    expect((await as(owner.token).get(`acl/partner/show_role?role_id=${role}`)).status).toBe(404);
  });
});

describe("a body beyond the limit", () => {
  it("is refused with 413 before anything is read", async () => {
    const answer = await api("acl/partner/create_role", {
      rawBody: JSON.stringify({ title: "x".repeat(2 * 1024 * 1024), permissions: ["inbox.view"] }),
      token: owner.token,
    });
    expect(answer.status).toBe(413);
  });
});

describe("without the owner's session", () => {
  it("answers 401", async () => {
    expect((await api("acl/partner/permission_list")).status).toBe(401);
    expect((await api("acl/partner/create_role", { body: { title: "x", permissions: ["inbox.view"] } })).status).toBe(
      401,
    );
    expect((await api("plugins/partner/duplicate_role", { body: { role_id: 1 }, token: "nope" })).status).toBe(401);
  });
});
