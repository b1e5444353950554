import { connect, type Socket } from "node:net";

/** One HTTP/1.1 response as it came off the wire. */
export interface WireResponse {
  status: number;
  reason: string;
  /** Header names in lower case; repeated headers joined with ", " (set-cookie with "\n"). */
  headers: Record<string, string>;
  /** How the body was delimited: by Content-Length, chunked, not at all (HEAD, 204, 304), or by the connection closing. */
  framing: "content-length" | "chunked" | "none" | "close";
  body: Buffer;
  text: string;
}

/** What a response promises for the request that asked for it: HEAD answers carry no body. */
export interface ReadOptions {
  method?: string;
  timeoutMs?: number;
}

const HEAD_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

class Incomplete extends Error {}

/**
 * One TCP connection on which the test writes exactly the bytes it wants and reads responses back
 * one by one, framed the way a client must frame them (Content-Length, chunked, HEAD, or the
 * connection closing), so that several answers on one keep-alive connection can be told apart.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private readonly everything: Buffer[] = [];
  private peerDone = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private readonly closedPromise: Promise<void>;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.everything.push(chunk);
      this.notify();
    });
    socket.on("end", () => {
      this.peerDone = true;
      this.notify();
    });
    socket.on("error", (error) => {
      this.failure = error;
      this.notify();
    });
    this.closedPromise = new Promise((resolve) =>
      socket.once("close", () => {
        this.peerDone = true;
        this.notify();
        resolve();
      }),
    );
  }

  /** Opens a connection to host:port (loopback by default). */
  static open(port: number, host = "127.0.0.1"): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host });
      socket.setNoDelay(true);
      socket.once("connect", () => {
        socket.off("error", reject);
        resolve(new RawConnection(socket));
      });
      socket.once("error", reject);
    });
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Waits for the next thing to happen on the socket (bytes, end, error), at most until `deadline`. */
  private async waitForMore(deadline: number, what: string): Promise<void> {
    if (this.peerDone || this.failure) return;
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(`timed out waiting for ${what}; received so far:\n${this.transcript().slice(0, 2000)}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.wake = null;
        reject(new Error(`timed out waiting for ${what}; received so far:\n${this.transcript().slice(0, 2000)}`));
      }, left);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Writes bytes exactly as given; resolves once they have been handed to the kernel. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.write(data, (error) => (error ? reject(error) : resolve()));
    });
  }

  /**
   * Reads the next complete response (skipping interim 1xx answers). Answers null when the peer
   * closed the connection cleanly before sending any byte of one; throws when it closed halfway
   * through one, or when nothing complete arrives within `timeoutMs`.
   */
  async readResponse({ method = "GET", timeoutMs = 10_000 }: ReadOptions = {}): Promise<WireResponse | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const response = this.parse(method, this.peerDone);
        if (response && response.status >= 100 && response.status < 200 && response.status !== 101) continue;
        return response;
      } catch (error) {
        if (!(error instanceof Incomplete)) throw error;
        if (this.peerDone || this.failure) {
          if (this.buffer.length === 0) return null;
          throw new Error(
            `connection closed in the middle of a response:\n${this.buffer.toString("latin1").slice(0, 2000)}`,
          );
        }
        await this.waitForMore(deadline, `a response to ${method}`);
      }
    }
  }

  /** Reads every response until the peer closes the connection (which must happen within `timeoutMs`). */
  async readUntilClosed({ method = "GET", timeoutMs = 10_000 }: ReadOptions = {}): Promise<WireResponse[]> {
    const deadline = Date.now() + timeoutMs;
    const responses: WireResponse[] = [];
    for (;;) {
      const response = await this.readResponse({ method, timeoutMs: Math.max(1, deadline - Date.now()) });
      if (!response) break;
      responses.push(response);
    }
    await this.closed(Math.max(1, deadline - Date.now()));
    return responses;
  }

  /** Resolves when the peer has closed the connection; rejects if it is still open after `timeoutMs`. */
  async closed(timeoutMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.closedPromise,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the connection is still open after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the peer has ended or closed the connection. */
  get peerClosed(): boolean {
    return this.peerDone;
  }

  /** Every byte received on this connection so far, as text. */
  transcript(): string {
    return Buffer.concat(this.everything).toString("utf8");
  }

  /** Closes the connection at once, whatever is still unsent or unread. */
  destroy(): void {
    this.socket.destroy();
  }

  /** Parses one response off the front of the buffer and consumes it; throws Incomplete when more bytes are needed. */
  private parse(method: string, peerDone: boolean): WireResponse {
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) throw new Incomplete();
    const head = this.buffer.subarray(0, headEnd).toString("latin1");
    const [statusLine = "", ...lines] = head.split("\r\n");
    const match = /^HTTP\/1\.[01] (\d{3})(?: (.*))?$/.exec(statusLine);
    if (!match) throw new Error(`not an HTTP/1.x status line: ${JSON.stringify(statusLine)}`);
    const status = Number(match[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new Error(`malformed header line: ${JSON.stringify(line)}`);
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}${name === "set-cookie" ? "\n" : ", "}${value}` : value;
    }
    let offset = headEnd + HEAD_END.length;
    let body: Buffer;
    let framing: WireResponse["framing"];

    const bodiless =
      method.toUpperCase() === "HEAD" || status === 204 || status === 304 || (status >= 100 && status < 200);
    const transferEncoding = headers["transfer-encoding"]?.toLowerCase();
    if (bodiless) {
      framing = "none";
      body = Buffer.alloc(0);
    } else if (transferEncoding !== undefined) {
      if (!/(^|,)\s*chunked\s*$/.test(transferEncoding))
        throw new Error(`response with an unknown Transfer-Encoding: ${transferEncoding}`);
      framing = "chunked";
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = this.buffer.indexOf(CRLF, offset);
        if (lineEnd < 0) throw new Incomplete();
        const sizeText = this.buffer.subarray(offset, lineEnd).toString("latin1").split(";", 1)[0]!.trim();
        if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw new Error(`bad chunk size line: ${JSON.stringify(sizeText)}`);
        const size = parseInt(sizeText, 16);
        offset = lineEnd + CRLF.length;
        if (size === 0) {
          // Trailers, if any, end with an empty line.
          for (;;) {
            const trailerEnd = this.buffer.indexOf(CRLF, offset);
            if (trailerEnd < 0) throw new Incomplete();
            const empty = trailerEnd === offset;
            offset = trailerEnd + CRLF.length;
            if (empty) break;
          }
          break;
        }
        if (this.buffer.length < offset + size + CRLF.length) throw new Incomplete();
        parts.push(this.buffer.subarray(offset, offset + size));
        if (!this.buffer.subarray(offset + size, offset + size + CRLF.length).equals(CRLF))
          throw new Error("chunk not followed by CRLF");
        offset += size + CRLF.length;
      }
      body = Buffer.concat(parts);
    } else if (headers["content-length"] !== undefined) {
      if (!/^\d+$/.test(headers["content-length"]))
        throw new Error(`response with a malformed Content-Length: ${headers["content-length"]}`);
      framing = "content-length";
      const length = Number(headers["content-length"]);
      if (this.buffer.length < offset + length) throw new Incomplete();
      body = Buffer.from(this.buffer.subarray(offset, offset + length));
      offset += length;
    } else {
      // Delimited by the connection closing.
      if (!peerDone) throw new Incomplete();
      framing = "close";
      body = Buffer.from(this.buffer.subarray(offset));
      offset = this.buffer.length;
    }
    this.buffer = this.buffer.subarray(offset);
    return { status, reason: match[2] ?? "", headers, framing, body, text: body.toString("utf8") };
  }
}

/** A request head as it goes on the wire: request line, header lines, empty line. */
export function requestHead(method: string, target: string, headerLines: string[]): string {
  return `${method} ${target} HTTP/1.1\r\n${headerLines.map((line) => `${line}\r\n`).join("")}\r\n`;
}
