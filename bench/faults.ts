// Faults, each followed by the upstream's consistency check (GET /__dev/consistency: balances
// against the ledger, each send's money, recipients handed over once, no stuck send, phonebook
// counts), which fails the run loudly. RELIABILITY.md "Faults" holds the figures.
// BENCH_FAULTS=send,... runs some of them. Run with `npm run bench:faults`.
import { killMidImport } from "./faults/kill-mid-import";
import { killMidPayment } from "./faults/kill-mid-payment";
import { killMidSend } from "./faults/kill-mid-send";
import type { FaultResult } from "./faults/fault-result";
import { freezeUpstream } from "./faults/freeze";
import { diskFull } from "./faults/disk-full";
import { dropSockets } from "./faults/socket-drops";
import { restartPostgresUnderCalls } from "./faults/postgres-restart";
import { UpstreamProcess } from "./faults/upstream-process";

const FAULTS: Record<string, (upstream: UpstreamProcess) => Promise<FaultResult>> = {
  send: killMidSend,
  import: killMidImport,
  payment: killMidPayment,
  freeze: freezeUpstream,
  "socket-drops": dropSockets,
  "disk-full": diskFull,
  postgres: restartPostgresUnderCalls,
};
const chosen = (process.env.BENCH_FAULTS ?? Object.keys(FAULTS).join(",")).split(",");

const results: FaultResult[] = [];
let failed = false;
const upstream = await UpstreamProcess.create();
try {
  for (const name of chosen) {
    const fault = FAULTS[name];
    if (!fault) throw new Error(`no fault called ${name}: ${Object.keys(FAULTS).join(", ")}`);
    console.log(`- ${name}…`);
    try {
      results.push(await fault(upstream));
    } catch (error) {
      failed = true;
      console.error(error instanceof Error ? error.message : error);
      results.push({ fault: name, outcome: "FAILED (above)", recoveredIn: "—" });
      if (!upstream.child) await upstream.restart();
    }
  }
} finally {
  await upstream.stop();
}
console.log("\n| fault | what happened | recovery | consistency |");
console.log("|---|---|---|---|");
for (const r of results)
  console.log(
    `| ${r.fault} | ${r.outcome} | ${r.recoveredIn} | ${r.outcome.startsWith("FAILED") ? "✗" : "✓ nothing found"} |`,
  );
process.exit(failed ? 1 : 0);
