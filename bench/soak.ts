// A soak (RELIABILITY.md "Soak"): the load mix of `npm run bench:load` at half its rate
// (BENCH_SOAK_THINK_MS, 4000 ms between an owner's actions) for BENCH_SOAK_SECONDS (1800) after
// BENCH_SOAK_WARM_UP_SECONDS (300, for the processes' memory to reach the load's level), on the
// embedded default or BENCH_SOAK_DEPLOYMENT=postgres.
// Every BENCH_SOAK_EVERY_SECONDS (300) it prints each process's resident memory (how much of it is
// anonymous, and how that divides as V8 and Node count it: the JS heap used of the heap held,
// Buffers, V8's own allocations) and open descriptors (sockets, files, pipes); at the end, how
// each moved since the warm-up ended (targets: memory no more than 10% above its level then, a
// fall being memory given back; descriptors, which move with the calls in flight, within 10%).
// Needs a build (`npm run build`).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { memoryFieldMib, openDescriptors } from "./load/measures";
import { printLoadResult } from "./load/report";
import { runLoad } from "./load/run-load";
import { freshPostgres, startDeployment, type DeploymentKind } from "./load/topology";

const USERS = Number(process.env.BENCH_SOAK_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 1800);
const WARM_UP_SECONDS = Number(process.env.BENCH_SOAK_WARM_UP_SECONDS ?? 300);
const THINK_MS = Number(process.env.BENCH_SOAK_THINK_MS ?? 4000);
const EVERY_SECONDS = Number(process.env.BENCH_SOAK_EVERY_SECONDS ?? 300);
const KIND = (process.env.BENCH_SOAK_DEPLOYMENT ?? "embedded") as DeploymentKind;

const log = (line: string) => console.log(line);
const mib = (bytes: number) => bytes / 1024 / 1024;

// Every measured process writes how its memory divides (bench/support/memory-probe.mjs).
const probeDir = mkdtempSync(path.join(tmpdir(), "soak-memory-"));
process.env.BENCH_MEMORY_PROBE_DIR = probeDir;
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import=${path.resolve("bench/support/memory-probe.mjs")}`;

/** A memory field of a process's /proc file, in MiB; NaN once it has ended. */
function procField(pid: number, file: "status" | "smaps_rollup", field: string): number {
  try {
    return memoryFieldMib(readFileSync(`/proc/${pid}/${file}`, "utf8"), field) ?? NaN;
  } catch {
    return NaN;
  }
}

/** How a process's memory divides now, as V8 and Node count it (MiB), from its probe. */
function probeOf(pid: number): string {
  try {
    const m = JSON.parse(readFileSync(path.join(probeDir, `${pid}.json`), "utf8")) as Record<string, number>;
    return (
      `heap ${mib(m.heapUsed!).toFixed(0)} of ${mib(m.heapTotal!).toFixed(0)}, ` +
      `external ${mib(m.external!).toFixed(0)} (array buffers ${mib(m.arrayBuffers!).toFixed(0)}), ` +
      `V8 malloc ${mib(m.mallocedMemory!).toFixed(0)}`
    );
  } catch {
    return "no probe";
  }
}

/** Resident memory (MiB), its anonymous part, its division and open descriptors of each process now. */
function snapshot(processes: { name: string; pid: number }[]) {
  return processes.map(({ name, pid }) => ({
    name,
    rss: procField(pid, "status", "VmRSS"),
    anonymous: procField(pid, "smaps_rollup", "Anonymous"),
    probe: probeOf(pid),
    descriptors: openDescriptors(pid),
  }));
}

/** A rise of more than 10% fails; a larger fall is memory the process gave back. */
const memoryVerdict = (change: number) => (change > 10 ? "✗" : change < -10 ? "✓ (given back)" : "✓");

log(
  `soak: ${USERS} owners, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, ${THINK_MS} ms between actions on average (${KIND})`,
);
const deployment = await startDeployment(KIND, KIND === "postgres" ? freshPostgres("bench_soak") : undefined);
try {
  let afterWarmUp: ReturnType<typeof snapshot> | null = null;
  const result = await runLoad(
    deployment,
    {
      users: USERS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      thinkMs: THINK_MS,
      everySeconds: EVERY_SECONDS,
      onTick: (gone) => {
        const now = snapshot(deployment.processes());
        afterWarmUp ??= now;
        log(`  at ${Math.round(gone)} s:`);
        for (const p of now)
          log(
            `    ${p.name} ${p.rss.toFixed(0)} MiB (anonymous ${p.anonymous.toFixed(0)}; ${p.probe}), ${p.descriptors} descriptors`,
          );
      },
    },
    log,
  );
  printLoadResult(`Soak at half rate (${KIND})`, result, log);
  const end = snapshot(deployment.processes());
  const start = afterWarmUp ?? end;
  log(`  | process | memory after warm-up MiB | at end MiB | change | descriptors after warm-up | at end |`);
  log(`  |---|---|---|---|---|---|`);
  for (const [i, p] of end.entries()) {
    const before = start[i]!;
    const change = ((p.rss - before.rss) / before.rss) * 100;
    log(
      `  | ${p.name} | ${before.rss.toFixed(0)} | ${p.rss.toFixed(0)} | ${change >= 0 ? "+" : ""}${change.toFixed(1)}% ${memoryVerdict(change)} | ${before.descriptors} | ${p.descriptors} ${p.descriptors <= before.descriptors * 1.1 ? "✓" : "✗"} |`,
    );
  }
} finally {
  await deployment.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
