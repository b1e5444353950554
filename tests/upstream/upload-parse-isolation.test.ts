import { PARSE_FAILED_MESSAGE } from "@/upstream/sending/recipients/isolated-parse";
import { answerOf, api, call, randomClientAddress, type Answer } from "./support/client";
import { localMobiles } from "./support/phonebooks";
import { SHARED_LINE } from "./support/sending";
import { ownUpstreamBankSize, startUpstream, type RunningUpstream } from "./support/start-upstream";

/**
 * An upstream of its own whose file reader gets the smallest heap allowed (16 MB): a few rows
 * still fit; legitimate files of 200,000 contacts or 1,000,000 numbers do not, and end their
 * reader instead of the upstream.
 */
let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream({ UPSTREAM_PARSE_HEAP_MB: "16", BANK_SIZE: ownUpstreamBankSize() });
}, 180_000);

afterAll(async () => {
  await upstream?.stop();
});

const CREDIT = 1_000_000;
const ownApi = (path: string, token: string, body?: unknown) =>
  api(path, { token, body, base: upstream.baseUrl, from: null });

async function owner(): Promise<{ username: string; token: string }> {
  const created = await call("/__dev/accounts", {
    body: { credit: CREDIT },
    base: upstream.baseUrl,
    devSecret: upstream.devSecret,
  });
  const { username, password } = created.body.data;
  // An address of its own, vouched for with this upstream's secret: the TCP peer's (127.0.0.1)
  // sign-in window belongs to login-throttle's test, which fills it on a shared database.
  const signedIn = await call("/v1/api/acl/auth/login", {
    body: { username, password },
    base: upstream.baseUrl,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
  });
  return { username, token: signedIn.body.data.token };
}

async function upload(
  token: string,
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; text: string },
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.text]), file.name);
  const response = await fetch(`${upstream.baseUrl}/v1/api/${path}`, {
    method: "POST",
    headers: { authorization: token, accept: "application/json" },
    body: form,
  });
  return answerOf(response);
}

/** A contacts file as a user exports one: a number and a name per row. */
const contactsCsv = (mobiles: string[]) => ["mobile,name", ...mobiles.map((m, i) => `${m},مخاطب ${i}`)].join("\n");

async function expectAnswering(): Promise<void> {
  expect((await fetch(`${upstream.baseUrl}/health`)).status).toBe(200);
}

describe("a file whose reading needs more memory than its reader is given", () => {
  const contacts = contactsCsv(localMobiles(200_000));
  const numbers = contactsCsv(localMobiles(1_000_000));

  it("is refused on import with the Persian message, imports nothing, and the upstream goes on (and reads small files)", async () => {
    const { token } = await owner();
    const book = (await ownApi("phonebooks", token, { title: "بزرگ", options: [] })).body.data.id;
    const count = async () => (await ownApi(`phonebooks/list-new?id=${book}`, token)).body.data[0].count;

    const answer = await upload(
      token,
      `phonebooks/${book}/import`,
      {},
      { field: "file", name: "contacts.csv", text: contacts },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.file).toEqual([PARSE_FAILED_MESSAGE]);
    expect(await count()).toBe(0);
    await expectAnswering();

    const small = await upload(
      token,
      `phonebooks/${book}/import`,
      {},
      { field: "file", name: "contacts.csv", text: contactsCsv(localMobiles(3)) },
    );
    expect(small.status).toBe(200);
    expect(small.body.data).toMatchObject({ records: 3, added: 3 });
    expect(await count()).toBe(3);
  });

  it("is refused as a file send with the Persian message: no send, no charge, and the upstream goes on", async () => {
    const { username, token } = await owner();
    const fields = { sending_type: "file", from_number: SHARED_LINE, message: "سلام، این یک پیام آزمایشی است" };
    const answer = await upload(token, "send", fields, { field: "files[]", name: "numbers.csv", text: numbers });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.files).toEqual([PARSE_FAILED_MESSAGE]);

    expect((await ownApi("payment/credit/mine", token)).body.data.credit).toBe(CREDIT);
    const ledger = await call(`/__dev/ledger?username=${encodeURIComponent(username)}`, {
      base: upstream.baseUrl,
      devSecret: upstream.devSecret,
    });
    expect(ledger.body.data).toHaveLength(1);
    expect((await ownApi("report/new_list", token, { page: 1, limit: 100, filters: {} })).body.data).toEqual([]);
    await expectAnswering();
  });
});
