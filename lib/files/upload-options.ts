/** How an upload goes: the file upload widget passes these to whatever sends the file. */
export interface UploadOptions {
  signal?: AbortSignal;
  /** Percent of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** More request headers, such as an idempotency key. */
  headers?: Record<string, string>;
}
