/** Steps the phonebook tests share: an owner, phonebooks, features and contacts made through the API. */
import { answerOf, api, baseUrl, devAccount, sessionToken, type Answer, type DevAccount } from "./client";
import { endingsOutsideBanks } from "./test-numbers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export async function phonebookOwner(credit = 0): Promise<{ account: DevAccount; token: string }> {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

/** The envelope's data of a 200 answer, failing loudly on anything else. */
export async function data<T = Loose>(answer: Promise<Answer> | Answer): Promise<T> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data;
}

export async function createPhonebook(token: string, title: string, options: number[] = []): Promise<number> {
  return (await data(api("phonebooks", { token, body: { title, options } }))).id;
}

export async function createFeature(
  token: string,
  body: { title: string; latin_title?: string; type: "string" | "date" | "int" },
): Promise<number> {
  return (await data(api("phonebooks/options", { token, body }))).id;
}

export async function addContacts(
  token: string,
  list: Record<string, unknown>[],
): Promise<{ added: number; errors: number; existences: number }> {
  return data(api("phonebooks/numbers/add-list-new", { token, body: { list } }));
}

/** Every contact of a phonebook (up to 1000), newest first. */
export async function contactsOf(token: string, phonebookId: number): Promise<Loose[]> {
  return data(api(`phonebooks/numbers/contact-list?phonebook_id=${phonebookId}&per_page=1000`, { token }));
}

export async function phonebookCount(token: string, phonebookId: number): Promise<number> {
  const [book] = await data(api(`phonebooks/list-new?id=${phonebookId}`, { token }));
  return book.count;
}

/** A multipart POST of one file to a phonebook's import, with extra text fields. */
export async function postImport(
  token: string,
  phonebookId: number,
  file: { name: string; bytes: Uint8Array | string },
  fields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.append("file", new Blob([file.bytes as BlobPart]), file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${baseUrl()}/v1/api/phonebooks/${phonebookId}/import`, {
    method: "POST",
    headers: { authorization: token, accept: "application/json" },
    body: form,
  });
  return answerOf(response);
}

/** A GET that answers a file: its status, headers and bytes. */
export async function download(
  token: string,
  path: string,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(`${baseUrl()}/v1/api/${path}`, { headers: { authorization: token } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** `count` distinct valid mobiles as 0912…, unlikely to meet another test's and never a bank number. */
export function localMobiles(count: number, prefix = "912"): string[] {
  return endingsOutsideBanks(count).map((ending) => `0${prefix}${ending}`);
}

export const e164 = (local: string) => `+98${local.slice(1)}`;
