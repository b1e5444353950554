import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { activityEntries } from "./support/activity";
import { newOwner, signedInColleague } from "./support/colleagues";
import {
  createPattern,
  deletePattern,
  edgeCreateBody,
  edgeUpdateBody,
  listPatterns,
  newPatternCode,
  ownPatternCount,
  patternByCode,
  patternOwner,
  reviewPattern,
  updatePattern,
} from "./support/patterns";

const NOT_FOUND = {
  data: null,
  meta: {
    status: false,
    message: PATTERN_MESSAGES.notFound,
    message_parameters: [],
    message_code: "404-1",
    errors: {},
  },
};

describe("whose patterns a call reaches", () => {
  it("answers another account's code exactly as an unknown one, for reading, editing and deleting, and leaves it as it was", async () => {
    const a = await patternOwner();
    const b = await patternOwner();
    const code = await newPatternCode(a.token);
    const before = (await patternByCode(a.token, code)).body.data;

    expect((await patternByCode(b.token, code)).body).toEqual(NOT_FOUND);
    expect((await patternByCode(b.token, "nosuchpatterncode")).body).toEqual(NOT_FOUND);
    const edit = await updatePattern(b.token, code);
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(NOT_FOUND);
    // Whose it is is decided before the body: a refused body says nothing of another's pattern either.
    expect((await updatePattern(b.token, code, {})).body).toEqual(NOT_FOUND);
    const removal = await deletePattern(b.token, code);
    expect(removal.status).toBe(404);
    expect(removal.body).toEqual(NOT_FOUND);
    expect((await listPatterns(b.token, { "filter[code]": code })).body.data).toEqual([]);

    expect((await patternByCode(a.token, code)).body.data).toEqual(before);
  });

  it("keeps the systemic patterns read-only: 403 on an edit or a delete, unchanged", async () => {
    const { token } = await patternOwner();
    const before = (await patternByCode(token, "sysorderstatus")).body.data;
    for (const refused of [
      await updatePattern(token, "sysorderstatus"),
      await updatePattern(token, "sysorderstatus", {}),
      await deletePattern(token, "sysorderstatus"),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.meta).toMatchObject({ message: PATTERN_MESSAGES.systemicReadonly, message_code: "403-1" });
    }
    expect((await patternByCode(token, "sysorderstatus")).body.data).toEqual(before);
  });
});

describe("colleagues and patterns", () => {
  it("a colleague allowed to see patterns reads the owner's, and is refused every change with 403-8", async () => {
    const owner = await newOwner();
    const code = await newPatternCode(owner.token);
    const viewer = await signedInColleague(owner, ["patterns.view"]);

    const list = await listPatterns(viewer.token, { "filter[type]": "normal" });
    expect(list.body.data.map((p: { pattern_code: string }) => p.pattern_code)).toEqual([code]);
    expect((await patternByCode(viewer.token, code)).status).toBe(200);
    for (const refused of [
      await createPattern(viewer.token),
      await updatePattern(viewer.token, code),
      await deletePattern(viewer.token, code),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.meta.message_code).toBe("403-8");
    }
    expect(await ownPatternCount(owner.token)).toBe(1);
    expect((await patternByCode(owner.token, code)).body.data.title).toBe("test pattern");
  });

  it("a colleague without patterns.view is refused the list and a pattern by code", async () => {
    const owner = await newOwner();
    const code = await newPatternCode(owner.token);
    const other = await signedInColleague(owner, ["contacts.view"]);
    expect((await listPatterns(other.token)).body.meta.message_code).toBe("403-8");
    expect((await patternByCode(other.token, code)).body.meta.message_code).toBe("403-8");
  });

  it("a colleague allowed to edit makes patterns in the owner's account, under the owner's business name", async () => {
    const owner = await newOwner();
    const editor = await signedInColleague(owner, ["patterns.view", "patterns.edit"]);
    const made = await createPattern(editor.token);
    expect(made.status).toBe(200);
    expect(made.body.data.username).toBe(owner.account.username);
    expect((await patternByCode(owner.token, made.body.data.pattern_code)).status).toBe(200);
  });
});

describe("the activity log of patterns", () => {
  it("records each pattern made, edited and deleted, linking to the pattern's page while it exists", async () => {
    const owner = await newOwner();
    const code = await newPatternCode(owner.token, { ...edgeCreateBody(), title: "کد ورود" });
    expect((await reviewPattern(code, true)).status).toBe(200);
    // Approved and saved unchanged: it stays approved, nothing is recorded.
    expect((await updatePattern(owner.token, code, { ...edgeCreateBody(), title: "کد ورود" })).status).toBe(200);
    expect((await updatePattern(owner.token, code, { ...edgeUpdateBody(), title: "کد ورود" })).status).toBe(200);
    const untitled = await newPatternCode(owner.token, { ...edgeCreateBody(), title: null });
    expect((await deletePattern(owner.token, untitled)).status).toBe(200);
    // Refused calls change nothing and record nothing.
    expect((await deletePattern(owner.token, untitled)).status).toBe(404);

    const entries = (await activityEntries(owner.token, { kind: "patterns" })).reverse();
    expect(entries.map((e) => [e.text, e.link])).toEqual([
      ["ساخت الگوی «کد ورود» و فرستادن آن برای بررسی", `/pattern/detail/${code}`],
      ["ویرایش الگوی «کد ورود» و فرستادن دوباره برای بررسی", `/pattern/detail/${code}`],
      ["ساخت الگوی «پترن تستی» و فرستادن آن برای بررسی", `/pattern/detail/${untitled}`],
      [`حذف الگوی با کد ${untitled}`, null],
    ]);
  });
});
