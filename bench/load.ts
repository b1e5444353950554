// The load a machine holds (RELIABILITY.md "Load"): BENCH_LOAD_USERS owners (200), each signed in
// through the panel with a session of its own and its live socket open, act for
// BENCH_LOAD_SECONDS (300) after a warm-up, in the proportions of bench/load/owner-mix.ts, with a
// random pause of BENCH_LOAD_THINK_MS (2000) on average between actions. Run against the embedded
// default (one upstream on PGlite, as `npm start` runs) and against PostgreSQL with two upstream
// processes behind a round-robin balancer; BENCH_LOAD_DEPLOYMENTS=embedded (or postgres) runs one.
// Prints requests per second, p50/p95/p99 and errors per kind, the live socket's delays, and each
// process's CPU and memory. Loopback only; needs a build (`npm run build`) and, for the second
// run, PostgreSQL (scripts/ci-postgres.sh installs it). Run with `npm run bench:load`.
import { printLoadResult } from "./load/report";
import { runLoad } from "./load/run-load";
import { freshPostgres, startDeployment, type DeploymentKind } from "./load/topology";

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 30);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 2000);
const DEPLOYMENTS = (process.env.BENCH_LOAD_DEPLOYMENTS ?? "embedded,postgres").split(",") as DeploymentKind[];

const log = (line: string) => console.log(line);
log(
  `${USERS} owners, ${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up, ${THINK_MS} ms between actions on average`,
);

for (const kind of DEPLOYMENTS) {
  const databaseUrl = kind === "postgres" ? freshPostgres("bench_load") : undefined;
  const deployment = await startDeployment(kind, databaseUrl);
  try {
    const result = await runLoad(
      deployment,
      {
        users: USERS,
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        thinkMs: THINK_MS,
      },
      log,
    );
    printLoadResult(
      kind === "embedded"
        ? "Embedded default: one panel, one upstream on PGlite"
        : "PostgreSQL: one panel, two upstream processes behind a round-robin balancer",
      result,
      log,
    );
  } finally {
    await deployment.stop();
  }
}
