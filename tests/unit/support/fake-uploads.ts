/** A multipart request the page sent with XMLHttpRequest (the upload helper's way, for its progress). */
export interface SentUpload {
  method: string;
  path: string;
  form: FormData;
}

export type UploadReply = { status?: number; body: unknown };

/**
 * Stands in for XMLHttpRequest: records each upload, reports half of it sent, then answers with
 * `reply` (which may wait, to look at the page mid-upload).
 */
export function fakeUploads(reply: (sent: SentUpload) => UploadReply | Promise<UploadReply>) {
  const sent: SentUpload[] = [];
  const original = globalThis.XMLHttpRequest;
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = "";
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private path = "";
    open(method: string, url: string) {
      this.method = method;
      this.path = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const upload = { method: this.method, path: this.path, form };
      sent.push(upload);
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const answer = await reply(upload);
        this.status = answer.status ?? 200;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (globalThis.XMLHttpRequest = original) };
}
