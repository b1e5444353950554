// The upstream killed twice during a 1,000,000-contact chunked import: once while its chunks
// arrive, and once during its commit. The upload resumes with the chunks the upstream says are
// missing; the phonebook then holds every contact once, or (before the commit) none.
import { randomUUID } from "node:crypto";
import { api, checkConsistency, ownerOn, sleep, type FaultOwner } from "./calls";
import type { FaultResult } from "./fault-result";
import type { UpstreamProcess } from "./upstream-process";

const CONTACTS = 1_000_000;
const CHUNK = 10_000;
const CHUNKS = CONTACTS / CHUNK;
const PREFIXES = ["912", "935", "921", "901", "990"];

const chunkOf = (c: number) =>
  Array.from({ length: CHUNK }, (_, k) => {
    const i = c * CHUNK + k;
    return { number: `0${PREFIXES[i % PREFIXES.length]}${String(i).padStart(7, "0")}`, name: `مخاطب ${i}` };
  });

/** Sends the chunks not yet received, two at a time; stops quietly when the upstream goes away. */
async function upload(upstream: UpstreamProcess, owner: FaultOwner, importId: string, missing: number[]) {
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < missing.length) {
        const c = missing[next++]!;
        const answer = await api(upstream, owner.token, "PUT", `phonebooks/imports/${importId}/chunks/${c}`, {
          contacts: chunkOf(c),
        }).catch(() => null);
        if (!answer) return;
        if (answer.status !== 200) throw new Error(`chunk ${c}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }),
  );
}

async function received(upstream: UpstreamProcess, owner: FaultOwner, importId: string): Promise<number[]> {
  const state = await api<{ received_chunks: number[] }>(
    upstream,
    owner.token,
    "GET",
    `phonebooks/imports/${importId}`,
  );
  return state.body.data.received_chunks;
}

async function contactsIn(upstream: UpstreamProcess, owner: FaultOwner, phonebookId: number): Promise<number> {
  const list = await api<unknown[]>(
    upstream,
    owner.token,
    "GET",
    `phonebooks/numbers/contact-list?phonebook_id=${phonebookId}&page=1&per_page=1`,
  );
  return Number((list.body as unknown as { meta: { total: number } }).meta.total);
}

export async function killMidImport(upstream: UpstreamProcess): Promise<FaultResult> {
  const owner = await ownerOn(upstream, 0);
  const book = await api<{ id: number }>(upstream, owner.token, "POST", "phonebooks", { title: "یک میلیون مخاطب" });
  const importId = randomUUID();
  await api(upstream, owner.token, "POST", `phonebooks/${book.body.data.id}/imports`, {
    import_id: importId,
    records: CONTACTS,
    chunks: CHUNKS,
  });

  // First kill: with about 40 of the 100 chunks in.
  const uploading = upload(
    upstream,
    owner,
    importId,
    Array.from({ length: CHUNKS }, (_, c) => c),
  );
  while ((await received(upstream, owner, importId)).length < 40) await sleep(500);
  await upstream.kill();
  await uploading;
  const firstRestartMs = await upstream.restart();
  const have = await received(upstream, owner, importId);
  const missing = Array.from({ length: CHUNKS }, (_, c) => c).filter((c) => !have.includes(c));
  await upload(upstream, owner, importId, missing);
  if ((await received(upstream, owner, importId)).length !== CHUNKS) throw new Error("the upload did not resume whole");

  // Second kill: two seconds into the commit's one transaction.
  const commit = api(upstream, owner.token, "POST", `phonebooks/imports/${importId}/commit`).catch(() => null);
  await sleep(2000);
  await upstream.kill();
  const committedBeforeKill = (await commit) !== null;
  const secondRestartMs = await upstream.restart();
  const afterKill = await contactsIn(upstream, owner, book.body.data.id);
  if (afterKill !== 0 && afterKill !== CONTACTS) throw new Error(`half an import: ${afterKill} contacts`);
  const again = await api<{ added: number }>(upstream, owner.token, "POST", `phonebooks/imports/${importId}/commit`);
  if (again.status !== 200) throw new Error(`the commit again: ${again.status} ${JSON.stringify(again.body)}`);
  const total = await contactsIn(upstream, owner, book.body.data.id);
  if (total !== CONTACTS) throw new Error(`after the commit: ${total} contacts, expected ${CONTACTS}`);
  await checkConsistency(upstream, "the kills during the import");
  return {
    fault: "SIGKILL twice during a 1,000,000-contact import",
    outcome:
      `killed with ${have.length} of ${CHUNKS} chunks in: the upload resumed with the ${missing.length} missing; ` +
      `killed ${committedBeforeKill ? "after" : "during"} the commit: the phonebook held ${afterKill.toLocaleString("en")} contacts, ` +
      `then ${total.toLocaleString("en")} after the commit, each once`,
    recoveredIn: `ready ${(firstRestartMs / 1000).toFixed(1)} s and ${(secondRestartMs / 1000).toFixed(1)} s after each start`,
  };
}
