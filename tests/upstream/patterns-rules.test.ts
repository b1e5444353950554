import { PATTERN_LIMITS, PATTERN_MESSAGES as M } from "@/lib/contract/patterns";
import { api } from "./support/client";
import {
  BUSINESS,
  createPattern,
  edgeCreateBody,
  newPatternCode,
  ownPatternCount,
  patternByCode,
  patternOwner,
  reviewPattern,
  updatePattern,
} from "./support/patterns";

/** A body of Edge's example with one thing changed. */
const withChange = (change: Record<string, unknown>) => ({ ...edgeCreateBody(), ...change });
const withVariables = (...variable: unknown[]) => withChange({ variable });
const withoutField = (field: string) => {
  const body: Record<string, unknown> = edgeCreateBody();
  delete body[field];
  return body;
};
const text = (variables: string) => `${BUSINESS}: ${variables}`;

/** Each rule, the body that breaks it, where Edge names the field and the Persian words said there. */
const REFUSALS: [string, unknown, string, string][] = [
  ["a description left out", withoutField("description"), "description", M.descriptionRequired],
  ["a blank description", withChange({ description: "   " }), "description", M.descriptionRequired],
  ["a description too long", withChange({ description: "ت".repeat(501) }), "description", M.descriptionTooLong],
  ["a title too long", withChange({ title: "ع".repeat(101) }), "title", M.titleTooLong],
  ["the shared flag left out", withoutField("is_share"), "is_share", M.isShareRequired],
  ["the text left out", withoutField("message"), "message", M.messageRequired],
  ["a blank text", withChange({ message: " \n " }), "message", M.messageRequired],
  [
    "a text of 2,701 characters",
    withChange({ message: text(`%var% %code% ${"م".repeat(2701)}`) }),
    "message",
    M.messageTooLong,
  ],
  ["a website that is not an address", withChange({ website: "yoursite" }), "website", M.websiteInvalid],
  ["the variables left out", withoutField("variable"), "variable", M.variablesRequired],
  ["no variables", withChange({ message: text("بی متغیر"), variable: [] }), "variable", M.variablesRequired],
  [
    "21 variables",
    withChange({
      message: text(Array.from({ length: 21 }, (_, i) => `%v${i + 10}%`).join(" ")),
      variable: Array.from({ length: 21 }, (_, i) => ({ name: `v${i + 10}`, type: "string" })),
    }),
    "variable",
    M.tooManyVariables,
  ],
  [
    "a variable name with a space",
    withChange({ message: text("%my var% %code%"), variable: [{ name: "my var", type: "string" }] }),
    "variable.0.name",
    M.nameLatin,
  ],
  [
    "a variable name in Persian letters",
    withChange({ message: text("%کد%"), variable: [{ name: "کد", type: "string" }] }),
    "variable.0.name",
    M.nameLatin,
  ],
  [
    "a variable name starting with a digit",
    withChange({ message: text("%1code%"), variable: [{ name: "1code", type: "string" }] }),
    "variable.0.name",
    M.nameLatin,
  ],
  [
    "a variable name of one letter",
    withChange({ message: text("%a%"), variable: [{ name: "a", type: "string" }] }),
    "variable.0.name",
    M.nameLength,
  ],
  [
    "a variable name of 33 letters",
    withChange({ message: text(`%${"a".repeat(33)}%`), variable: [{ name: "a".repeat(33), type: "string" }] }),
    "variable.0.name",
    M.nameLength,
  ],
  ["a variable without a name", withVariables({ type: "string" }), "variable.0.name", M.nameRequired],
  [
    "a duplicate variable name",
    withVariables({ name: "var", type: "string" }, { name: "var", type: "integer" }, { name: "code", type: "integer" }),
    "variable.1.name",
    M.nameDuplicate,
  ],
  [
    "a variable of another type",
    withVariables({ name: "var", type: "number" }, { name: "code", type: "integer" }),
    "variable.0.type",
    M.typeInvalid,
  ],
  [
    "a variable without a type",
    withVariables({ name: "var" }, { name: "code", type: "integer" }),
    "variable.0.type",
    M.typeInvalid,
  ],
  [
    "a variable of length 0",
    withVariables({ name: "var", type: "string", len: 0 }, { name: "code", type: "integer" }),
    "variable.0.len",
    M.lenInvalid,
  ],
  [
    "a variable of length 101",
    withVariables({ name: "var", type: "string" }, { name: "code", type: "integer", len: 101 }),
    "variable.1.len",
    M.lenInvalid,
  ],
  [
    "a length that is not a number",
    withVariables({ name: "var", type: "string", len: "ده" }, { name: "code", type: "integer" }),
    "variable.0.len",
    M.lenInvalid,
  ],
  [
    "a variable the text does not use",
    withVariables(
      { name: "var", type: "string" },
      { name: "code", type: "integer" },
      { name: "extra", type: "string" },
    ),
    "variable.2.name",
    M.variableNotInText,
  ],
  [
    "a variable in the text but not in the list",
    withVariables({ name: "var", type: "string" }),
    "message",
    M.undeclaredInText("code"),
  ],
  [
    "a text without the business name",
    withChange({ message: "پترن تستی %var% . کد شما %code%" }),
    "message",
    M.businessNameMissing(BUSINESS),
  ],
];

describe("a pattern's rules, on create and update", () => {
  it.each(REFUSALS)("refuses %s beside its field in Persian, storing nothing", async (_, body, field, message) => {
    const { token } = await patternOwner();
    const refused = await createPattern(token, body);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toBeNull();
    expect(refused.body.meta).toMatchObject({ status: false, message_code: "400-2" });
    expect(refused.body.meta.errors[field]).toContain(message);
    // Edge's meta message: the first field message, and how many more there are.
    const first = (Object.values(refused.body.meta.errors) as string[][]).flat()[0]!;
    expect(refused.body.meta.message.startsWith(first)).toBe(true);
    expect(await ownPatternCount(token)).toBe(0);
  });

  it("refuses the same rules on an edit, leaving the pattern as it was (approved stays approved)", async () => {
    const { token } = await patternOwner();
    const code = await newPatternCode(token);
    expect((await reviewPattern(code, true)).status).toBe(200);
    const before = (await patternByCode(token, code)).body.data;
    for (const [, body, field, message] of REFUSALS) {
      const refused = await updatePattern(token, code, body);
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors[field]).toContain(message);
    }
    expect((await patternByCode(token, code)).body.data).toEqual(before);
  }, 60_000);

  it("asks for the business name first when the account has none", async () => {
    const { token } = await patternOwner({ business_set_up: false });
    const refused = await createPattern(token);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ message: [M.businessNameUnset] });
    expect(await ownPatternCount(token)).toBe(0);
  });

  it("accepts the limits themselves: 2,700 characters, 20 variables, names of 2 and 32, lengths 1 and 100", async () => {
    const { token } = await patternOwner();
    const names = ["ab", "a".repeat(32), ...Array.from({ length: 18 }, (_, i) => `v_${i}`)];
    const used = names.map((n) => `%${n}%`).join(" ");
    const body = withChange({
      message: text(`${used} ${"م".repeat(PATTERN_LIMITS.message - text(used).length - 1)}`),
      variable: names.map((name, i) => ({ name, type: i % 2 ? "integer" : "string", len: i === 0 ? 1 : 100 })),
    });
    expect((body.message as string).length).toBe(PATTERN_LIMITS.message);
    const made = await createPattern(token, body);
    expect(made.status).toBe(200);
    expect(made.body.data.variable).toHaveLength(20);
  });

  it("refuses a malformed body and one past the size cap, storing nothing", async () => {
    const { token } = await patternOwner();
    const broken = await api("user/pattern", { token, rawBody: '{"title": "x",' });
    expect(broken.status).toBe(422);
    expect(broken.body.meta.message).toBe("بدنه درخواست JSON معتبر نیست");
    const list = await api("user/pattern", { token, body: [edgeCreateBody()] });
    expect(list.status).toBe(422);
    const huge = await api("user/pattern", {
      token,
      body: withChange({ description: "ت".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.meta.message_code).toBe("413-1");
    expect(await ownPatternCount(token)).toBe(0);
  });
});

describe("a flood of creates", () => {
  it(`stops at ${PATTERN_LIMITS.perAccount} patterns an account, even when the creates race, with a Persian message`, async () => {
    const { token } = await patternOwner();
    const attempts = PATTERN_LIMITS.perAccount + 10;
    const statuses: number[] = [];
    let refusal: { meta: { message: string; message_code: string } } | undefined;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < attempts) {
          next += 1;
          const answer = await createPattern(token);
          statuses.push(answer.status);
          if (answer.status !== 200) refusal = answer.body;
        }
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(PATTERN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(refusal?.meta).toMatchObject({ message: M.tooManyPatterns, message_code: "422-1" });
    expect(await ownPatternCount(token)).toBe(PATTERN_LIMITS.perAccount);
  }, 120_000);
});
