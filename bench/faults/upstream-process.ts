// An upstream the fault runs kill, freeze and start again: always on the same port and data
// (DATA_DIR, or DATABASE_URL), so whatever talks to it finds it again where it was.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/e2e/support/panel-process";
import { start, stop } from "../support/processes";

export class UpstreamProcess {
  child: ChildProcess | null = null;
  url = "";
  devSecret = "";

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly ownsDataDir: boolean,
  ) {}

  static async create(env: Record<string, string> = {}, dataDir?: string): Promise<UpstreamProcess> {
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "bench-faults-"));
    const upstream = new UpstreamProcess(await freePort(), dir, env, dataDir === undefined);
    await upstream.start();
    return upstream;
  }

  get pid(): number {
    return this.child!.pid!;
  }

  async start(): Promise<void> {
    const { child, match } = await start(
      ["--import", "tsx", "upstream/main.ts"],
      {
        UPSTREAM_PORT: String(this.port),
        DATA_DIR: this.dataDir,
        UPSTREAM_DEV_ROUTES: "1",
        NODE_ENV: "production",
        BANK_SIZE: "0",
        ...this.env,
      },
      /upstream ready on (http:\/\/\S+)/,
    );
    this.child = child;
    this.url = match[1]!;
    this.devSecret = readFileSync(path.join(this.dataDir, "dev-secret"), "utf8").trim();
  }

  /** SIGKILL: no shutdown of any kind, as a power cut or the OOM killer would. */
  async kill(): Promise<void> {
    const child = this.child!;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    this.child = null;
  }

  /** Starts it again on the same data; answers how long until it was ready, in ms. */
  async restart(): Promise<number> {
    const started = performance.now();
    await this.start();
    return performance.now() - started;
  }

  freeze() {
    this.child!.kill("SIGSTOP");
  }

  thaw() {
    this.child!.kill("SIGCONT");
  }

  async stop(): Promise<void> {
    if (this.child) await stop(this.child);
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
