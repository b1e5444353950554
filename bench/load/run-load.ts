// A load run: owners made and signed in through the panel, each with a live socket open, then
// acting in the mix's proportions with a random pause between actions (exponential around
// `thinkMs`) for a warm-up and then a measured window.
import { postDev } from "../support/processes";
import { Latencies, postgresMainPid, ProcessSampler, type MeasuredProcess, type ProcessFigures } from "./measures";
import { PanelClient, type LiveSocket } from "./panel-client";
import { CONTACTS_PER_OWNER, drawKind, quickSend, type Owner } from "./owner-mix";
import type { Deployment } from "./topology";

export interface LoadOptions {
  users: number;
  warmUpSeconds: number;
  seconds: number;
  /** The mean pause of an owner between two actions. */
  thinkMs: number;
  /** Called as the window opens and every `everySeconds` of it, with the seconds gone (a soak's samples). */
  onTick?: (secondsGone: number) => void;
  everySeconds?: number;
}

export interface LoadResult {
  latencies: Latencies;
  seconds: number;
  requests: number;
  processes: ProcessFigures[];
  sampler: ProcessSampler;
  socket: {
    events: number;
    /** Credit events that followed an owner's own send: from the send's request, and after its answer. */
    fromRequest: number[];
    afterAnswer: number[];
    /** Of those, arrived more than a second after the send was answered. */
    late: number;
    /** Sends answered whose credit event never came. */
    missing: number;
    unexpectedCloses: number;
  };
}

interface LoadOwner extends Owner {
  socket: LiveSocket;
  awaiting: { startedAt: number; answeredAt: number | null } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An owner's pause between actions: exponential around `meanMs`, cut at the deadline. */
const pause = (meanMs: number, deadline: number) =>
  sleep(Math.min(-Math.log(1 - Math.random()) * meanMs, Math.max(0, deadline - performance.now())));

/** Runs `task` over `items`, `parallel` at a time. */
async function inBatches<T, R>(items: T[], parallel: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

export async function runLoad(
  deployment: Deployment,
  options: LoadOptions,
  log: (line: string) => void,
): Promise<LoadResult> {
  const latencies = new Latencies();
  const socketStats = { events: 0, fromRequest: [] as number[], afterAnswer: [] as number[], late: 0, missing: 0 };
  let measuring = false;
  let closesBefore = 0;

  const prepared = Date.now();
  const upstream = deployment.upstreams[0]!;
  const owners = await inBatches(
    Array.from({ length: options.users }, (_, i) => i),
    4,
    async (i): Promise<LoadOwner> => {
      const { data } = await postDev<{ data: { username: string; password: string } }>(upstream, "/accounts", {
        credit: 1_000_000_000,
      });
      await postDev(upstream, "/contacts/plant", {
        username: data.username,
        title: "مشتریان",
        count: CONTACTS_PER_OWNER,
      });
      await postDev(upstream, "/inbox/plant", { username: data.username, count: 50 });
      const client = new PanelClient(deployment.panelUrl);
      await client.signIn(data.username, data.password);
      const owner: Omit<LoadOwner, "socket"> & { socket?: LiveSocket } = {
        username: data.username,
        client,
        sendIds: [],
        awaiting: null,
      };
      owner.socket = await client.openSocket((event, at) => {
        if (!measuring) return;
        socketStats.events += 1;
        if (event !== "credit.changed" || !owner.awaiting) return;
        const { startedAt, answeredAt } = owner.awaiting;
        owner.awaiting = null;
        socketStats.fromRequest.push(at - startedAt);
        const after = Math.max(0, at - (answeredAt ?? at));
        socketStats.afterAnswer.push(after);
        if (after > 1000) socketStats.late += 1;
      });
      // A report to open from the start.
      for (const step of quickSend(owner)) await step.run();
      if ((i + 1) % 50 === 0) log(`  ${i + 1} owners made and signed in`);
      return owner as LoadOwner;
    },
  );
  log(`  ${owners.length} owners ready in ${((Date.now() - prepared) / 1000).toFixed(0)} s`);

  // On PostgreSQL, the database's CPU too: all its processes, as the upstreams' connections fork them.
  const postgres = deployment.kind === "postgres" ? postgresMainPid() : null;
  const database: MeasuredProcess[] = postgres
    ? [{ name: "PostgreSQL (all its processes)", pid: postgres, tree: true }]
    : [];
  const sampler = new ProcessSampler(() => [...deployment.processes(), ...database]);
  let requests = 0;

  const act = async (owner: LoadOwner, deadline: number) => {
    while (performance.now() < deadline) {
      await pause(options.thinkMs, deadline);
      if (performance.now() >= deadline) break;
      for (const step of drawKind().steps(owner)) {
        const isSend = step.kind === "send: quick send";
        const startedAt = performance.now();
        // A credit event still awaited a second after its answer is late; one never seen, missing.
        if (isSend && measuring) {
          if (owner.awaiting) socketStats.missing += 1;
          owner.awaiting = { startedAt, answeredAt: null };
        }
        try {
          await step.run();
          const took = performance.now() - startedAt;
          if (measuring) {
            latencies.record(step.kind, took);
            requests += 1;
          }
          if (isSend && owner.awaiting) owner.awaiting.answeredAt = performance.now();
        } catch (error) {
          if (isSend) owner.awaiting = null;
          if (measuring) latencies.fail(step.kind, error instanceof Error ? error.message : String(error));
          break;
        }
      }
    }
  };

  log(`  warm-up: ${options.warmUpSeconds} s`);
  await Promise.all(owners.map((owner) => act(owner, performance.now() + options.warmUpSeconds * 1000)));

  log(`  measuring: ${options.seconds} s`);
  closesBefore = owners.reduce((sum, owner) => sum + owner.socket.closes, 0);
  measuring = true;
  sampler.start();
  const windowStart = performance.now();
  const deadline = windowStart + options.seconds * 1000;
  let ticker: NodeJS.Timeout | undefined;
  if (options.onTick) {
    options.onTick(0);
    const every = (options.everySeconds ?? 60) * 1000;
    ticker = setInterval(() => options.onTick!((performance.now() - windowStart) / 1000), every);
  }
  await Promise.all(owners.map((owner) => act(owner, deadline)));
  clearInterval(ticker);
  const seconds = (performance.now() - windowStart) / 1000;
  // Events of the last sends still on their way.
  await sleep(2000);
  measuring = false;
  const processes = sampler.stop();
  for (const owner of owners) if (owner.awaiting?.answeredAt) socketStats.missing += 1;
  const unexpectedCloses = owners.reduce((sum, owner) => sum + owner.socket.closes, 0) - closesBefore;
  for (const owner of owners) owner.socket.close();

  return { latencies, seconds, requests, processes, sampler, socket: { ...socketStats, unexpectedCloses } };
}
