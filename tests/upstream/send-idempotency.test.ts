import { randomUUID } from "node:crypto";
import { call, devAccount, sessionToken } from "./support/client";
import { creditOf, INSUFFICIENT_CREDIT, ledgerOf, mobiles, postSend, quickSend } from "./support/sending";

async function owner(credit = 1_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

describe("Idempotency-Key on POST send", () => {
  it("answers a repeated key with the first send's ids and charges once; another key sends again", async () => {
    const { account, token } = await owner();
    const key = randomUUID();
    const body = quickSend(mobiles(2));
    const first = await postSend(token, body, key);
    const again = await postSend(token, body, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ledgerOf(account.username)).toHaveLength(2);

    const other = await postSend(token, body, randomUUID());
    expect(other.body.data.message_outbox_ids[0]).not.toBe(first.body.data.message_outbox_ids[0]);
    expect(await ledgerOf(account.username)).toHaveLength(3);
  });

  it("sends once when requests with one key race", async () => {
    const { account, token } = await owner();
    const key = randomUUID();
    const body = {
      sending_type: "peer_to_peer",
      from_number: "+9810001000",
      params: [
        { recipients: mobiles(1), message: "اول" },
        { recipients: mobiles(1), message: "دوم" },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => postSend(token, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const ids = answers[0]!.body.data.message_outbox_ids;
    expect(ids).toHaveLength(2);
    for (const answer of answers) expect(answer.body.data.message_outbox_ids).toEqual(ids);
    expect(await ledgerOf(account.username)).toHaveLength(3);
  });

  it("keeps users' keys apart", async () => {
    const key = randomUUID();
    const a = await owner();
    const b = await owner();
    const [fromA, fromB] = await Promise.all([
      postSend(a.token, quickSend(mobiles(1)), key),
      postSend(b.token, quickSend(mobiles(1)), key),
    ]);
    expect(fromA.body.data.message_outbox_ids).not.toEqual(fromB.body.data.message_outbox_ids);
  });

  it("does not spend a key on a refused request: after a top-up the same key sends", async () => {
    const { account, token } = await owner(100);
    const key = randomUUID();
    const refused = await postSend(token, quickSend(mobiles(1)), key);
    expect(refused.body.meta.message).toBe(INSUFFICIENT_CREDIT);
    await call("/__dev/credit", { body: { username: account.username, amount: 10_000 } });
    const sent = await postSend(token, quickSend(mobiles(1)), key);
    expect(sent.status).toBe(200);
    expect(await creditOf(token)).toBe(10_100 - 1370);
  });

  it("refuses a key that is too long or has spaces inside", async () => {
    const { token } = await owner();
    for (const key of ["x".repeat(201), "two words"]) {
      const answer = await postSend(token, quickSend(mobiles(1)), key);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors.idempotency_key).toEqual(["کلید یکتایی درخواست معتبر نیست"]);
    }
  });
});
