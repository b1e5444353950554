// An application's HTTP client as a benchmark needs it: node:http over kept-alive connections.
// Node's fetch spends several times the CPU per call, and on a two-core machine the client's CPU
// is taken from the server it measures; an application calls from machines of its own.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface LeanAnswer {
  status: number;
  text: string;
}

/** One call: its status and body as text. */
export function leanRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LeanAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    request.on("error", reject);
    request.end(options.body);
  });
}
