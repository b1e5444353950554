import { UPSTREAM_URL, type DevAccount } from "./accounts";

async function upstream<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The account's own session at the upstream, to set up what a test starts from. */
export async function upstreamToken(account: Pick<DevAccount, "username" | "password">): Promise<string> {
  return (
    await upstream<{ token: string }>("", "POST", "acl/auth/login", {
      username: account.username,
      password: account.password,
    })
  ).token;
}

/** A phonebook of the account with the given contacts (`09…` numbers and names); answers its id. */
export async function seedPhonebook(
  account: Pick<DevAccount, "username" | "password">,
  title: string,
  contacts: { number: string; name: string }[],
): Promise<number> {
  const token = await upstreamToken(account);
  const book = await upstream<{ id: number }>(token, "POST", "phonebooks", { title });
  if (contacts.length > 0)
    await upstream(token, "POST", "phonebooks/numbers/add-list-new", {
      list: contacts.map((c) => ({ ...c, phonebook_id: book.id })),
    });
  return book.id;
}
