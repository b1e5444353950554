import * as z from "zod/mini";
import {
  patternListResponseSchema,
  patternRequestSchemaFor,
  patternResponseSchema,
  PATTERN_MESSAGES,
  variablesInText,
} from "@/lib/contract/patterns";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/upstream/seed/data/accounts";
import { DEMO_PATTERNS, SYSTEMIC_PATTERNS } from "@/upstream/seed/data/patterns";
import { api, login } from "./support/client";
import {
  BUSINESS,
  createPattern,
  deletePattern,
  edgeCreateBody,
  edgeUpdateBody,
  listPatterns,
  newPatternCode,
  patternByCode,
  patternOwner,
  reviewPattern,
  updatePattern,
} from "./support/patterns";

/** The fields Edge answers for its revision workflow, empty here (list-pattern.md, pattern-by-code.md). */
const EDGE_REVIEW_FIELDS = {
  partner_id: null,
  verifier_user_id: null,
  verifier_partner_id: null,
  pattern_state_revision: null,
  pattern_message_revision: null,
  pattern_is_share_revision: null,
  pattern_description_revision: null,
  pattern_delimiter_revision: null,
  pattern_variable_revision: null,
  pattern_type_revision: "",
  pattern_state_log: null,
  pattern_message_log: null,
  pattern_is_share_log: null,
  pattern_description_log: null,
  pattern_delimiter_log: null,
  pattern_variable_log: null,
  pattern_type_log: null,
  revision: {
    type: "",
    variable: null,
    pattern_status_id: null,
    pattern_status_fa: null,
    pattern_message: null,
    pattern_description: null,
    pattern_is_share: null,
    delimiter: null,
  },
  pattern_log: null,
};

const SYSTEMIC_CODES = ["sysverifycode", "sysorderstatus", "sysappointment"];

describe("patterns in Edge's shapes (create, list, by code, update, delete)", () => {
  it("creates Edge's documented example: waiting for review under a fresh unguessable code, answered in Edge's shape", async () => {
    const { account, token } = await patternOwner();
    const before = Math.floor(Date.now() / 1000);
    const made = await createPattern(token);
    expect(made.status).toBe(200);
    expect(made.body.meta).toMatchObject({ status: true, message: "انجام شد", message_code: "200-1" });
    const pattern = patternResponseSchema.parse(made.body).data;
    expect(pattern).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: "test pattern",
      username: account.username,
      pattern_code: expect.stringMatching(/^[a-z0-9]{20}$/),
      pattern_message: `${BUSINESS}: پترن تستی %var% . کد شما %code%`,
      admin_comment: null,
      pattern_description: "پترن تستی",
      website: "https://yoursite.com",
      pattern_status: "pending",
      pattern_status_fa: "در انتظار بررسی",
      pattern_status_id: 0,
      pattern_is_share: false,
      reject_text: "",
      type: "sms",
      // Edge answers a variable created without a length with 40.
      variable: [
        { name: "var", type: "string", len: 40 },
        { name: "code", type: "integer", len: 40 },
      ],
      delimiter: "%",
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      time: expect.any(Number),
      pattern_type: "normal",
      readonly: false,
    });
    expect(pattern.time).toBeGreaterThanOrEqual(before - 1);
    expect(made.body.data).toMatchObject({ ...EDGE_REVIEW_FIELDS, user_id: String(account.user_id) });

    const again = await newPatternCode(token);
    expect(again).not.toBe(pattern.pattern_code);
  });

  it("keeps each variable's length and orders the variables as the text first uses them", async () => {
    const { token } = await patternOwner();
    const made = await createPattern(token, {
      ...edgeCreateBody(),
      title: null,
      website: "",
      variable: [
        { name: "code", type: "integer", len: 6 },
        { name: "var", type: "string", len: 12 },
      ],
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      title: null,
      website: null,
      variable: [
        { name: "var", type: "string", len: 12 },
        { name: "code", type: "integer", len: 6 },
      ],
    });
  });

  it("creates through Edge's example path too (POST patterns/normal)", async () => {
    const { token } = await patternOwner();
    const made = await api("patterns/normal", { token, body: edgeCreateBody() });
    expect(made.status).toBe(200);
    expect((await patternByCode(token, made.body.data.pattern_code)).body.data.pattern_status).toBe("pending");
  });

  it("reads a pattern back by its code, its own or a systemic one", async () => {
    const { token } = await patternOwner();
    const code = await newPatternCode(token);
    const own = await patternByCode(token, code);
    expect(own.status).toBe(200);
    expect(patternResponseSchema.parse(own.body).data).toMatchObject({ pattern_code: code, pattern_type: "normal" });
    expect(own.body.data).toMatchObject(EDGE_REVIEW_FIELDS);

    const systemic = await patternByCode(token, "sysverifycode");
    expect(systemic.status).toBe(200);
    expect(patternResponseSchema.parse(systemic.body).data).toMatchObject({
      pattern_code: "sysverifycode",
      pattern_type: "systemic",
      readonly: true,
      pattern_status: "active",
      pattern_status_fa: "فعال",
      pattern_status_id: 1,
      variable: [{ name: "code", type: "integer", len: 8 }],
    });
    expect(systemic.body.data.user_id).toBeNull();

    const unknown = await patternByCode(token, "nosuchpatterncode");
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta).toMatchObject({ message: PATTERN_MESSAGES.notFound, message_code: "404-1" });
    expect((await patternByCode(token, "x".repeat(65))).status).toBe(404);
  });

  it("lists the account's patterns newest first before the systemic ones, in Edge's paged envelope", async () => {
    const { token } = await patternOwner();
    const first = await newPatternCode(token);
    const second = await newPatternCode(token, { ...edgeCreateBody(), title: "دومی" });
    const answer = await listPatterns(token);
    expect(answer.status).toBe(200);
    const page = patternListResponseSchema.parse(answer.body);
    expect(page.data.map((p) => p.pattern_code)).toEqual([second, first, ...SYSTEMIC_CODES]);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, total: 5, last_page: 1, from: 1, to: 5 });
    expect(answer.body.data[0]).toMatchObject(EDGE_REVIEW_FIELDS);

    const paged = patternListResponseSchema.parse((await listPatterns(token, { page: 2, per_page: 2 })).body);
    expect(paged.data.map((p) => p.pattern_code)).toEqual(SYSTEMIC_CODES.slice(0, 2));
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
  });

  it("narrows the list by Edge's filters, and by text in the title, description or text", async () => {
    const { token } = await patternOwner();
    const otp = await newPatternCode(token, {
      ...edgeCreateBody(),
      title: "کد ورود",
      description: "برای ورود به اپلیکیشن",
      is_share: true,
    });
    const order = await newPatternCode(token, {
      title: "سفارش",
      description: "وضعیت سفارش",
      is_share: false,
      message: `${BUSINESS}: سفارش %order% آماده است`,
      variable: [{ name: "order", type: "integer", len: 10 }],
    });
    expect((await reviewPattern(order, true)).status).toBe(200);
    const codes = async (query: Record<string, string>) =>
      patternListResponseSchema.parse((await listPatterns(token, query)).body).data.map((p) => p.pattern_code);

    expect(await codes({ "filter[type]": "normal" })).toEqual([order, otp]);
    expect(await codes({ "filter[type]": "systemic" })).toEqual(SYSTEMIC_CODES);
    expect(await codes({ "filter[state]": "pending" })).toEqual([otp]);
    expect(await codes({ "filter[state]": "active", "filter[type]": "normal" })).toEqual([order]);
    expect(await codes({ "filter[is_share]": "true" })).toEqual([otp]);
    expect(await codes({ "filter[is_share]": "0", "filter[type]": "normal" })).toEqual([order]);
    expect(await codes({ "filter[code]": otp })).toEqual([otp]);
    expect(await codes({ "filter[title]": "سفارش" })).toEqual([order, "sysorderstatus"]);
    // In the description of one, the text of the other, the title of a systemic one.
    expect(await codes({ "filter[text]": "اپلیکیشن" })).toEqual([otp]);
    expect(await codes({ "filter[text]": "آماده است" })).toEqual([order]);
    expect(await codes({ "filter[text]": "یادآوری" })).toEqual(["sysappointment"]);
    // LIKE's own characters are taken literally.
    expect(await codes({ "filter[text]": "%" })).toEqual([order, otp, ...SYSTEMIC_CODES]);
    expect(await codes({ "filter[text]": "_" })).toEqual([]);

    const refused = await listPatterns(token, { "filter[state]": "approved", per_page: 101 });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.meta.errors).sort()).toEqual(["filter[state]", "per_page"]);
  });

  it("updates Edge's documented example; an approved pattern edited waits for review again with the review's words cleared", async () => {
    const { token } = await patternOwner();
    const code = await newPatternCode(token);
    const pending = await updatePattern(token, code);
    expect(pending.status).toBe(200);
    expect(patternResponseSchema.parse(pending.body).data).toMatchObject({
      pattern_code: code,
      title: "Updated Pattern",
      pattern_description: "Updated description",
      pattern_is_share: true,
      pattern_message: `Updated message with %var% — ${BUSINESS}`,
      website: "https://updatedsite.com",
      pattern_status: "pending",
      variable: [{ name: "var", type: "string", len: 40 }],
    });

    expect((await reviewPattern(code, true)).status).toBe(200);
    const approved = (await patternByCode(token, code)).body.data;
    expect(approved).toMatchObject({ pattern_status: "active", admin_comment: "متن الگو مورد تأیید است." });

    // Saved unchanged, it stays approved.
    const unchanged = await updatePattern(token, code);
    expect(unchanged.body.data).toMatchObject({ pattern_status: "active", updated_at: approved.updated_at });

    const edited = await updatePattern(token, code, { ...edgeUpdateBody(), description: "توضیح تازه" });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      pattern_status: "pending",
      pattern_status_id: 0,
      admin_comment: null,
      reject_text: "",
    });

    const reason = "نام کسب‌وکار در ابتدای متن بیاید";
    expect((await reviewPattern(code, false, reason)).status).toBe(200);
    expect((await patternByCode(token, code)).body.data).toMatchObject({
      pattern_status: "inactive",
      reject_text: reason,
    });
    const fixed = await updatePattern(token, code, { ...edgeUpdateBody(), message: `${BUSINESS}: %var%` });
    expect(fixed.body.data).toMatchObject({ pattern_status: "pending", reject_text: "", admin_comment: null });
  });

  it("deletes the account's pattern: gone from the list and by code", async () => {
    const { token } = await patternOwner();
    const kept = await newPatternCode(token);
    const gone = await newPatternCode(token);
    const deleted = await deletePattern(token, gone);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      data: null,
      meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" },
    });
    expect((await patternByCode(token, gone)).status).toBe(404);
    const again = await deletePattern(token, gone);
    expect(again.status).toBe(404);
    expect(again.body.meta.message).toBe(PATTERN_MESSAGES.notFound);
    const left = (await listPatterns(token, { "filter[type]": "normal" })).body.data;
    expect(left.map((p: { pattern_code: string }) => p.pattern_code)).toEqual([kept]);
  });
});

describe("the seeded patterns", () => {
  it("shows the demo one approved with two variables, one waiting and one rejected with its reason, all naming its business", async () => {
    const token = (await login("demo", DEMO_PASSWORD)).body.data.token as string;
    const page = patternListResponseSchema.parse((await listPatterns(token, { "filter[type]": "normal" })).body);
    const byStatus = Object.fromEntries(page.data.map((p) => [p.pattern_status, p]));
    expect(Object.keys(byStatus).sort()).toEqual(["active", "inactive", "pending"]);
    expect(byStatus.active!.variable).toHaveLength(2);
    expect(byStatus.active!.admin_comment).toBe("متن الگو مورد تأیید است.");
    expect(byStatus.inactive!.reject_text).not.toBe("");
    expect(page.data.every((p) => p.pattern_message.includes("فروشگاه نمونه"))).toBe(true);

    const systemic = patternListResponseSchema.parse((await listPatterns(token, { "filter[type]": "systemic" })).body);
    expect(systemic.data.map((p) => [p.pattern_code, p.variable.map((v) => v.name)])).toEqual([
      ["sysverifycode", ["code"]],
      ["sysorderstatus", ["order", "status"]],
      ["sysappointment", ["name", "date", "time"]],
    ]);
    expect(systemic.data.every((p) => p.readonly && p.pattern_status === "active")).toBe(true);
  });

  it("obey the rules a user's pattern is held to: the demo's name their business, every text uses exactly its variables", () => {
    for (const pattern of DEMO_PATTERNS) {
      const business = DEMO_ACCOUNTS.find((account) => account.username === pattern.username)!.businessName;
      const body = {
        title: pattern.title,
        description: pattern.description,
        is_share: false,
        message: pattern.message,
        website: pattern.website,
        variable: pattern.variables,
      };
      expect(z.safeParse(patternRequestSchemaFor(business), body).error?.issues).toBeUndefined();
    }
    for (const pattern of SYSTEMIC_PATTERNS) {
      expect(pattern.variables.map((v) => v.name)).toEqual(variablesInText(pattern.message));
    }
  });
});
