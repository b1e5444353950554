import { errorBodySchema, type ErrorBody, type FieldErrors } from "../contract/envelope";

/** A failed call with the upstream's answer: the one error type the panel's data layer throws. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: unknown) {
    const parsed = errorBodySchema.safeParse(body);
    const safeBody = parsed.success ? parsed.data : null;
    super(safeBody?.meta?.message ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = safeBody;
  }

  get messageCode(): string | null | undefined {
    return this.body?.meta?.message_code;
  }

  /** Field messages from `meta.errors`, or the top-level `errors` Edge uses on login. */
  get fieldErrors(): FieldErrors {
    return { ...(this.body?.errors ?? {}), ...(this.body?.meta?.errors ?? {}) };
  }
}

/** No answer at all: the network failed or the request was cut off. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("network", { cause });
    this.name = "NetworkError";
  }
}
