// The embedded database's disk full: DATA_DIR on a small tmpfs (mounting one needs root) filled
// to its last 3 MB. Writes are refused with the Persian reason (507), reads go on, nothing is
// half-stored; once space is freed writes work again, and the database opens again on a restart.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { api, checkConsistency, dev, ownerOn } from "./calls";
import type { FaultResult } from "./fault-result";
import { UpstreamProcess } from "./upstream-process";

const TMPFS_MB = 400;
const LEFT_BYTES = 3 * 1024 * 1024;
const CHUNK = 10_000;

const chunkOf = (c: number) =>
  Array.from({ length: CHUNK }, (_, k) => ({ number: `0912${String(c * CHUNK + k).padStart(7, "0")}` }));

export async function diskFull(): Promise<FaultResult> {
  const mountPoint = mkdtempSync(path.join(tmpdir(), "bench-disk-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${TMPFS_MB}m`, "tmpfs", mountPoint], { stdio: "pipe" });
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    return { fault: "disk full", outcome: "not run: mounting a tmpfs needs root", recoveredIn: "—" };
  }
  const filler = path.join(mountPoint, "filler");
  const upstream = await UpstreamProcess.create({}, path.join(mountPoint, "data"));
  try {
    const owner = await ownerOn(upstream, 1_000_000);
    const book = await api<{ id: number }>(upstream, owner.token, "POST", "phonebooks", { title: "دیسک پر" });
    const phonebookId = book.body.data.id;

    const { bavail, bsize } = statfsSync(mountPoint);
    execFileSync("fallocate", ["-l", String(Number(bavail) * Number(bsize) - LEFT_BYTES), filler]);

    // An import's chunks until the disk refuses one.
    const importId = randomUUID();
    await api(upstream, owner.token, "POST", `phonebooks/${phonebookId}/imports`, {
      import_id: importId,
      records: 50 * CHUNK,
      chunks: 50,
    });
    let refused: { status: number; message: string } | null = null;
    let staged = 0;
    for (let c = 0; c < 50 && !refused; c += 1) {
      const answer = await api(upstream, owner.token, "PUT", `phonebooks/imports/${importId}/chunks/${c}`, {
        contacts: chunkOf(c),
      });
      if (answer.status === 200) staged += 1;
      else refused = { status: answer.status, message: answer.body.meta?.message ?? "" };
    }
    if (!refused) throw new Error("the full disk refused no chunk");
    if (refused.status !== 507) throw new Error(`a chunk on a full disk answered ${JSON.stringify(refused)}`);
    const read = await api<{ credit: number }>(upstream, owner.token, "GET", "payment/credit/mine");
    if (read.status !== 200) throw new Error(`a read on a full disk answered ${read.status}`);

    // Space freed: the upload goes on from the refused chunk, the import commits whole.
    unlinkSync(filler);
    for (let c = staged; c < 50; c += 1) {
      const answer = await api(upstream, owner.token, "PUT", `phonebooks/imports/${importId}/chunks/${c}`, {
        contacts: chunkOf(c),
      });
      if (answer.status !== 200) throw new Error(`chunk ${c} after freeing space: ${answer.status}`);
    }
    const commit = await api<{ added: number }>(upstream, owner.token, "POST", `phonebooks/imports/${importId}/commit`);
    if (commit.body.data.added !== 50 * CHUNK) throw new Error(`the commit added ${commit.body.data.added}`);

    await upstream.kill();
    const restartMs = await upstream.restart();
    await checkConsistency(upstream, "the full disk");
    await dev(upstream, "/credit", { username: owner.username, amount: 1 });
    return {
      fault: `the data directory's disk full (a ${TMPFS_MB} MB tmpfs, 3 MB left)`,
      outcome:
        `after ${staged} chunks of an import a chunk was refused with ${refused.status} «${refused.message}»; reads went on; ` +
        `space freed, the upload resumed from that chunk and the import committed whole (${(50 * CHUNK).toLocaleString("en")} contacts)`,
      recoveredIn: `at once once space was freed; killed afterwards, the database opened again in ${(restartMs / 1000).toFixed(1)} s`,
    };
  } finally {
    await upstream.stop();
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
}
