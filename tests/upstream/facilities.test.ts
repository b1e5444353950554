import { api, call, devAccount, sessionToken } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
import { newPatternCode } from "./support/patterns";
import { createPhonebook } from "./support/phonebooks";
import { takeAgreementLine } from "./support/sending";

const NOTHING = {
  phonebooks: 0,
  patterns: 0,
  predefined_messages: 0,
  receiving_lines: 0,
  dedicated_lines: 0,
  secretaries: 0,
  code_readers: 0,
  api_keys: 0,
  webhooks: 0,
  colleagues: 0,
};

const usage = async (token: string) => {
  const answer = await api("user/facilities", { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe("user/facilities", () => {
  it("counts what the account has started using, and nothing of another account", async () => {
    const owner = await newOwner({ business_set_up: true });
    const other = await newOwner();
    expect(await usage(owner.token)).toEqual(NOTHING);

    await createPhonebook(owner.token, "مشتریان");
    await createPhonebook(owner.token, "همکاران");
    await newPatternCode(owner.token);
    const group = await api("user/draft/group", { token: owner.token, body: { title: "تبلیغات" } });
    await api("user/draft", {
      token: owner.token,
      body: { draft_group_id: group.body.data.draft_group_id, message: "تخفیف ویژه" },
    });
    const line = await call("/__dev/dedicated-line", { body: { username: owner.account.username } });
    expect(line.status).toBe(200);
    // A line taken by agreement is the account's own too, though no secretary listens on it.
    await takeAgreementLine(owner.token);
    const colleague = await signedInColleague(owner, ["reports.view"]);

    const counted = {
      ...NOTHING,
      phonebooks: 2,
      patterns: 1,
      predefined_messages: 1,
      receiving_lines: 1,
      dedicated_lines: 2,
      colleagues: 1,
    };
    expect(await usage(owner.token)).toEqual(counted);
    // A colleague reads their account's counts (counts only: no row, no title).
    expect(await usage(colleague.token)).toEqual(counted);
    expect(await usage(other.token)).toEqual(NOTHING);
  });

  it("is refused without a session, and takes no query to reach another account", async () => {
    expect((await api("user/facilities")).status).toBe(401);
    const account = await devAccount();
    const token = await sessionToken(account);
    const other = await newOwner();
    await createPhonebook(other.token, "دیگری");
    const answer = await api(`user/facilities?user_id=${other.account.user_id}&account=${other.account.username}`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.phonebooks).toBe(0);
  });
});
