import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The built panel (server.mjs) on its own port, in front of the given upstream. */
export async function startPanel(
  apiBaseUrl: string,
  sessionSecret: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      API_BASE_URL: apiBaseUrl,
      PANEL_ORIGIN: `http://localhost:${port}`,
      SESSION_SECRET: sessionSecret,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("panel ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`panel exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
