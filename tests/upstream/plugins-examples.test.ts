import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { recipientsQuerySchema } from "@/lib/contract/report";
import { sendRequestSchema } from "@/lib/contract/send-request";
import { loggedCalls, newKey, type MadeKey } from "./support/api-keys";
import { api, baseUrl } from "./support/client";
import { newOwner, type Owner } from "./support/colleagues";
import { SYSTEMIC_VERIFY_CODE } from "./support/pattern-sends";
import { creditOf, finished, SHARED_LINE, sendInfo, sendWhen } from "./support/sending";
import { endingsOutsideBanks } from "./support/test-numbers";

/**
 * The ready-to-run examples of the catalogue, downloaded as an application's developer would and
 * run with a real key against this upstream: each language's four jobs succeed, and the calls the
 * upstream logged for the key are the reference's, with bodies the send contract takes.
 */

jest.setTimeout(90_000);

interface Language {
  id: number;
  name: string;
  extension: string;
  command: string;
}

const works = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** Every language whose runtime this machine has: Node always; Python with requests, and curl, when present. */
const LANGUAGES: Language[] = [
  { id: 1, name: "JavaScript", extension: ".mjs", command: process.execPath },
  { id: 2, name: "Python", extension: ".py", command: "python3" },
  { id: 3, name: "curl", extension: ".sh", command: "sh" },
].filter(
  (language) =>
    (language.id !== 2 || works("python3", ["-c", "import requests"])) &&
    (language.id !== 3 || works("curl", ["--fail-with-body", "--version"])),
);

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "plugin-examples-"));
  for (const id of [1, 2, 3]) {
    const answer = await fetch(`${baseUrl()}/v1/api/panel/plugins/${id}/download`);
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await answer.arrayBuffer())))) {
      await mkdir(path.join(folder, path.dirname(name)), { recursive: true });
      await writeFile(path.join(folder, name), bytes);
    }
  }
});

afterAll(() => rm(folder, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one example file with only these environment values (and PATH). */
function run(language: Language, job: string, env: Record<string, string>): Promise<Run> {
  const bundle = { 1: "javascript", 2: "python", 3: "curl" }[language.id];
  const file = path.join(folder, `sms-api-examples-${bundle}-1.0.0`, `${job}${language.extension}`);
  return new Promise((resolve) => {
    execFile(
      language.command,
      [file],
      { env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env }, timeout: 30_000, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The data an example printed (the shell's print the whole answer), or a failure that shows what it said. */
function printed(result: Run, language: Language) {
  if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stderr}${result.stdout}`);
  const output = JSON.parse(result.stdout);
  if (language.id !== 3) return output;
  expect(output.meta).toEqual(expect.objectContaining({ status: true, message_code: "200-1" }));
  return output.data;
}

const mobile = () => `+98912${endingsOutsideBanks(1)[0]}`;

describe.each(LANGUAGES)("the $name examples, run with a real key", (language) => {
  let owner: Owner;
  let key: MadeKey;
  let env: Record<string, string>;

  beforeAll(async () => {
    owner = await newOwner({ credit: 1_000_000 });
    key = await newKey(owner, { title: `نمونهٔ ${language.name}` });
    env = { SMS_API_BASE_URL: `${baseUrl()}/`, SMS_API_KEY: key.key };
  });

  it("read the credit, send, send a one-time code with a pattern and read the delivery report", async () => {
    const credit = printed(await run(language, "credit", env), language);
    expect(credit.credit).toBe(await creditOf(owner.token));

    const recipient = mobile();
    const sendEnv = { ...env, SMS_FROM_NUMBER: SHARED_LINE, SMS_RECIPIENT: recipient };
    const [sendId] = printed(await run(language, "send", sendEnv), language).message_outbox_ids;
    const sent = await sendWhen(sendId, finished);
    expect(sent.user_id).toBe(owner.account.user_id);
    expect(sent.recipients.map((r) => r.msisdn)).toEqual([recipient.slice(1)].map((m) => expect.stringContaining(m)));

    const otp = await run(language, "send-otp", { ...sendEnv, SMS_PATTERN_CODE: SYSTEMIC_VERIFY_CODE });
    const [otpId] = printed(otp, language).message_outbox_ids;
    const code = /کد یکبار مصرف: (\d{6})/.exec(otp.stderr)?.[1];
    expect(code).toBeDefined();
    expect((await sendInfo(otpId)).message).toContain(`کد تأیید شما: ${code}`);

    const report = printed(await run(language, "delivery-report", { ...env, SMS_BULK_ID: String(sendId) }), language);
    expect(report).toEqual([expect.objectContaining({ recipient, message: expect.any(String) })]);

    // What reached the upstream: the reference's calls, made with the key alone, with bodies the contract takes.
    const calls = (await loggedCalls(owner.token, key.id, 4)).reverse();
    expect(calls.map((c) => `${c.status} ${c.method} ${c.path}`)).toEqual([
      "200 GET /v1/api/payment/credit/mine",
      "200 POST /v1/api/send",
      "200 POST /v1/api/send",
      "200 GET /v1/api/report/recipients",
    ]);
    const details = await Promise.all(
      calls.map(async (c) => (await api(`acl/api_key/calls/${c.id}`, { token: owner.token })).body.data),
    );
    for (const detail of details.slice(1, 3)) {
      expect(detail.request_headers["content-type"]).toMatch(/^application\/json/);
      expect(sendRequestSchema.safeParse(JSON.parse(detail.request_body)).success).toBe(true);
    }
    expect(JSON.parse(details[1].request_body)).toEqual({
      sending_type: "webservice",
      from_number: SHARED_LINE,
      message: expect.any(String),
      params: { recipients: [recipient] },
    });
    expect(JSON.parse(details[2].request_body)).toEqual(
      expect.objectContaining({ sending_type: "pattern", from_number: SHARED_LINE, recipients: [recipient] }),
    );
    const query = Object.fromEntries(new URLSearchParams(details[3].query));
    expect(query).toEqual({ bulk_id: String(sendId), page: "1", per_page: "100" });
    expect(recipientsQuerySchema.safeParse(query).success).toBe(true);
  });

  it("stop before calling when a value is missing, naming it, and show the service's Persian refusal", async () => {
    const missing = await run(language, "send", env);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("SMS_FROM_NUMBER");

    const refused = await run(language, "delivery-report", { ...env, SMS_BULK_ID: "999999999" });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr + refused.stdout).toContain("پیام مورد نظر یافت نشد");
  });
});
