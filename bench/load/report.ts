// The tables a load run prints: requests by kind, the live socket, and the processes.
import { percentile, type ProcessFigures } from "./measures";
import type { LoadResult } from "./run-load";

const ms = (value: number) => (Number.isNaN(value) ? "—" : value.toFixed(0));
const mib = (value: number) => (Number.isNaN(value) ? "—" : value.toFixed(0));

export function printLoadResult(title: string, result: LoadResult, log: (line: string) => void) {
  log(`\n${title}`);
  log(`  ${(result.requests / result.seconds).toFixed(1)} requests/s over ${result.seconds.toFixed(0)} s`);
  log(`  | kind | requests | p50 ms | p95 ms | p99 ms | errors |`);
  log(`  |---|---|---|---|---|---|`);
  for (const row of result.latencies.rows())
    log(`  | ${row.kind} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.failed} |`);
  for (const line of result.latencies.failureLines()) log(`  error: ${line}`);

  const { socket } = result;
  const fromRequest = [...socket.fromRequest].sort((a, b) => a - b);
  const afterAnswer = [...socket.afterAnswer].sort((a, b) => a - b);
  log(
    `  live socket: ${socket.events} events; a send's credit event from its request p50 ${ms(percentile(fromRequest, 50))} ms, ` +
      `p99 ${ms(percentile(fromRequest, 99))} ms; after its answer p99 ${ms(percentile(afterAnswer, 99))} ms; ` +
      `over 1 s after the answer: ${socket.late}; never came: ${socket.missing}; sockets closed: ${socket.unexpectedCloses}`,
  );
  printProcesses(result.processes, log);
}

function printProcesses(processes: ProcessFigures[], log: (line: string) => void) {
  log(`  | process | CPU (% of one core) | memory at start MiB | peak MiB | at end MiB |`);
  log(`  |---|---|---|---|---|`);
  for (const p of processes)
    log(
      `  | ${p.name} | ${p.cpuPercent.toFixed(0)} | ${mib(p.rssStartMib)} | ${mib(p.rssMaxMib)} | ${mib(p.rssEndMib)} |`,
    );
}
