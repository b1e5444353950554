import { callOn } from "./support/database-upstream";
import { ownUpstreamBankSize, startUpstream, type RunningUpstream } from "./support/start-upstream";

/*
 * The suite's upstreams hash at the test cost, a few milliseconds, smaller than a database write's
 * jitter under load. This file's upstream hashes at the real cost (about a third of a second), so
 * whether a refusal does the hashing work shows plainly in its timing.
 */
let upstream: RunningUpstream;
beforeAll(async () => {
  upstream = await startUpstream({ PASSWORD_HASH_COST: "owasp", BANK_SIZE: ownUpstreamBankSize() });
}, 120_000);
afterAll(() => upstream?.stop());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function newAccount(): Promise<string> {
  const answer = await callOn(upstream, "/__dev/accounts", { body: {} });
  if (answer.status !== 200) throw new Error(`dev account: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.username;
}

async function timedLogin(username: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await callOn(upstream, "/v1/api/acl/auth/login", { body: { username, password: "Wrong@123a" } });
  return { status: answer.status, ms: performance.now() - started };
}

it("answers a locked username after the same hashing work as a wrong password", async () => {
  const locked = await newAccount();
  for (let i = 0; i < 5; i++) expect((await timedLogin(locked)).status).toBe(422);

  const refused: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < 5; i++) {
    const a = await timedLogin(locked);
    expect(a.status).toBe(429);
    refused.push(a.ms);
    // A username of its own each time: five failures would lock it too.
    const b = await timedLogin(await newAccount());
    expect(b.status).toBe(422);
    wrong.push(b.ms);
  }
  // Without the hashing the refusal would take a few hundredths of a wrong password.
  expect(median(refused) / median(wrong)).toBeGreaterThan(0.5);
}, 60_000);
