import { DOCUMENT_MESSAGES, documentListResponseSchema } from "@/lib/contract/documents";
import { answerOf, api, baseUrl, call, devAccount, sessionToken, type Answer } from "./support/client";

/**
 * The documents the provider asks for (spec §3, §7): Edge's list, uploads checked by content and
 * size and stored in one transaction, replacement, removal while not approved, the provider's
 * review, and files served only to their own account.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const MB = 1024 * 1024;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const pdf = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};
const HTML = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");

const FRONT = "تصویر روی کارت ملی";
const OTHERS = "سایر مدارک";

interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  type?: string;
}

async function owner() {
  const account = await devAccount();
  return { account, token: await sessionToken(account) };
}

/** A multipart upload; the files go as `files[]` (Edge's table) or, with `indexed`, `files[0]`, `files[1]`… (Edge's example). */
async function upload(token: string, documentId: number | string, files: Upload[], indexed = false): Promise<Answer> {
  const form = new FormData();
  form.append("document_id", String(documentId));
  files.forEach((file, i) =>
    form.append(
      indexed ? `files[${i}]` : "files[]",
      new Blob([file.bytes], { type: file.type ?? "image/png" }),
      file.name,
    ),
  );
  return answerOf(
    await fetch(`${baseUrl()}/v1/api/user/documents/upload`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    }),
  );
}

async function list(token: string): Promise<Loose[]> {
  const answer = await api("user/documents", { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function kindId(token: string, title: string): Promise<number> {
  const kind = (await list(token)).find((k) => k.title === title);
  if (!kind) throw new Error(`no document kind «${title}»`);
  return kind.id;
}

const submission = async (token: string, id: number) => (await list(token)).find((k) => k.id === id).user_document;
const openFile = (token: string, fileId: number) =>
  fetch(`${baseUrl()}/v1/api/user/documents/files/${fileId}`, { headers: { authorization: token } });
const remove = (token: string, documentId: number) =>
  api("user/documents/remove", { token, method: "POST", body: { document_id: documentId } });
const review = (username: string, documentId: number, decision: "approve" | "reject", reason?: string) =>
  call("/__dev/documents/review", {
    body: { username, document_id: documentId, decision, ...(reason ? { reason } : {}) },
  });

describe("documents", () => {
  it("lists the eight kinds of spec §3 in Edge's shape, with samples the upstream serves itself", async () => {
    const { token } = await owner();
    const kinds = await list(token);
    expect(kinds.map((k) => k.title)).toEqual([
      "فرم درخواست خرید خط اختصاصی",
      FRONT,
      "تصویر پشت کارت ملی",
      "تعهدنامهٔ ارسال پیامک",
      "فهرست باشگاه مشتریان",
      "نماد اعتماد الکترونیکی",
      "مجوز کسب‌وکار",
      OTHERS,
    ]);
    expect(kinds[0]).toEqual({
      id: expect.any(Number),
      title: "فرم درخواست خرید خط اختصاصی",
      description: expect.stringContaining("امضا"),
      need_file: "1",
      show_profile: "1",
      expire_after_days: "0",
      show_order: "1",
      file_count: "2",
      files_structure: null,
      sample_file: [{ title: "نمونهٔ فرم درخواست خرید خط", address: expect.stringMatching(/^\/api\/v1\/api\//) }],
      user_document: null,
    });
    const samples = kinds.flatMap((k) => k.sample_file);
    expect(samples).toHaveLength(2);
    for (const sample of samples) {
      const served = await fetch(`${baseUrl()}${sample.address.replace(/^\/api/, "")}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/svg+xml");
      expect(await served.text()).toContain("<svg");
    }
  });

  it("stores an upload for review and serves its files back to their account only, as the type their content is", async () => {
    const { token } = await owner();
    const front = await kindId(token, FRONT);
    const others = await kindId(token, OTHERS);
    expect((await upload(token, front, [{ name: "کارت-ملی.png", bytes: PNG }])).status).toBe(200);
    const pair = [
      { name: "a.pdf", bytes: pdf(), type: "application/pdf" },
      { name: "b.jpg", bytes: JPG },
    ];
    expect((await upload(token, others, pair, true)).status).toBe(200);

    // The list, submissions and files included, parses with the panel's own schema.
    expect(documentListResponseSchema.safeParse((await api("user/documents", { token })).body).success).toBe(true);
    const stored = await submission(token, front);
    expect(stored).toMatchObject({ state: "review", reason: null, reviewed_at: null });
    expect(stored.files).toEqual([
      {
        id: expect.any(Number),
        name: "کارت-ملی.png",
        size: PNG.length,
        content_type: "image/png",
        created_at: expect.any(String),
      },
    ]);
    const image = await openFile(token, stored.files[0].id);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(image.headers.get("content-disposition")).toBe(
      `inline; filename="____-___.png"; filename*=UTF-8''${encodeURIComponent("کارت-ملی.png")}`,
    );
    const [pdfFile, jpgFile] = (await submission(token, others)).files;
    expect(jpgFile).toMatchObject({ name: "b.jpg", content_type: "image/jpeg" });
    expect((await openFile(token, pdfFile.id)).headers.get("content-disposition")).toMatch(/^attachment; /);

    // Another account sees none of it and opens none of it.
    const stranger = await owner();
    expect((await list(stranger.token)).every((k) => k.user_document === null)).toBe(true);
    expect((await openFile(stranger.token, stored.files[0].id)).status).toBe(404);
    expect((await remove(stranger.token, front)).status).toBe(404);
    expect((await submission(token, front)).files).toHaveLength(1);
    expect((await openFile(token, 2_147_483_000)).status).toBe(404);
  });

  it("replaces a rejected submission's files, which goes back to review without the reason", async () => {
    const { account, token } = await owner();
    const front = await kindId(token, FRONT);
    await upload(token, front, [{ name: "blurry.png", bytes: PNG }]);
    const first = (await submission(token, front)).files[0];
    const reason = "تصویر کارت خوانا نیست";
    expect((await review(account.username, front, "reject", reason)).status).toBe(200);
    expect(await submission(token, front)).toMatchObject({
      state: "rejected",
      reason,
      reviewed_at: expect.any(String),
    });

    expect((await upload(token, front, [{ name: "clear.jpg", bytes: JPG }])).status).toBe(200);
    const replaced = await submission(token, front);
    expect(replaced).toMatchObject({ state: "review", reason: null, reviewed_at: null });
    expect(replaced.files.map((f: Loose) => [f.name, f.content_type])).toEqual([["clear.jpg", "image/jpeg"]]);
    expect((await openFile(token, first.id)).status).toBe(404);
  });

  it("removes a submission not yet approved with its files, by POST or by GET; an approved one stays and cannot be replaced", async () => {
    const { account, token } = await owner();
    const front = await kindId(token, FRONT);
    const back = await kindId(token, "تصویر پشت کارت ملی");
    await upload(token, front, [{ name: "front.png", bytes: PNG }]);
    const fileId = (await submission(token, front)).files[0].id;
    expect((await remove(token, front)).status).toBe(200);
    expect(await submission(token, front)).toBeNull();
    expect((await openFile(token, fileId)).status).toBe(404);
    const again = await remove(token, front);
    expect(again.status).toBe(404);
    expect(again.body.meta.message).toBe(DOCUMENT_MESSAGES.nothingToRemove);

    await upload(token, back, [{ name: "back.png", bytes: PNG }]);
    expect((await api(`user/documents/remove?document_id=${back}`, { token })).status).toBe(200);
    expect(await submission(token, back)).toBeNull();

    await upload(token, front, [{ name: "front.png", bytes: PNG }]);
    expect((await review(account.username, front, "approve")).status).toBe(200);
    const kept = await remove(token, front);
    expect(kept.status).toBe(409);
    expect(kept.body.meta.message).toBe(DOCUMENT_MESSAGES.approvedFinal);
    expect((await upload(token, front, [{ name: "new.png", bytes: PNG }])).status).toBe(409);
    const approved = await submission(token, front);
    expect(approved).toMatchObject({ state: "approved" });
    expect(approved.files.map((f: Loose) => f.name)).toEqual(["front.png"]);
  });

  describe("a refused upload writes nothing", () => {
    let token: string;
    let username: string;
    let others: number;
    let before: Loose;
    beforeAll(async () => {
      const o = await owner();
      token = o.token;
      username = o.account.username;
      others = await kindId(token, OTHERS);
      await upload(token, others, [{ name: "first.pdf", bytes: pdf(), type: "application/pdf" }]);
      await review(username, others, "reject", "صفحهٔ دوم را هم بفرستید");
      before = await submission(token, others);
    });
    afterEach(async () => expect(await submission(token, others)).toEqual(before));

    const refusal = (answer: Answer, status: number, message: string) => {
      expect(answer.status).toBe(status);
      expect(answer.body.meta.errors.files).toEqual([message]);
    };

    it("a file whose content is not JPG, PNG or PDF, whatever its name and declared type", async () => {
      refusal(
        await upload(token, others, [
          { name: "good.png", bytes: PNG },
          { name: "scan.png", bytes: HTML, type: "image/png" },
        ]),
        422,
        DOCUMENT_MESSAGES.notAllowedType.replace("{name}", "scan.png"),
      );
    });

    it("a file of 5.1 MB", async () => {
      refusal(
        await upload(token, others, [{ name: "big.pdf", bytes: pdf(Math.round(5.1 * MB)), type: "application/pdf" }]),
        422,
        DOCUMENT_MESSAGES.tooLarge.replace("{name}", "big.pdf"),
      );
    });

    it("more files than the kind takes", async () => {
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
      refusal(await upload(token, others, six), 422, "برای این مدرک حداکثر ۵ فایل می‌توان فرستاد");
    });

    it("a body past the upload's limit, refused before it is read", async () => {
      const huge = Array.from({ length: 6 }, (_, i) => ({
        name: `h${i}.pdf`,
        bytes: pdf(5 * MB),
        type: "application/pdf",
      }));
      refusal(await upload(token, others, huge), 413, DOCUMENT_MESSAGES.bodyTooLarge);
    });

    it("no file, an empty file, no kind or a kind that does not exist", async () => {
      refusal(await upload(token, others, []), 422, DOCUMENT_MESSAGES.filesRequired);
      refusal(
        await upload(token, others, [{ name: "empty.png", bytes: new Uint8Array() }]),
        422,
        DOCUMENT_MESSAGES.empty.replace("{name}", "empty.png"),
      );
      expect((await upload(token, "", [{ name: "a.png", bytes: PNG }])).status).toBe(422);
      const unknown = await upload(token, 999_999, [{ name: "a.png", bytes: PNG }]);
      expect(unknown.status).toBe(404);
      expect(unknown.body.meta.message).toBe(DOCUMENT_MESSAGES.kindNotFound);
    });
  });

  it("answers nothing without a session, and the provider's review only with the development secret", async () => {
    expect((await api("user/documents")).status).toBe(401);
    expect((await upload("", 1, [{ name: "a.png", bytes: PNG }])).status).toBe(401);
    const { account, token } = await owner();
    const front = await kindId(token, FRONT);
    await upload(token, front, [{ name: "front.png", bytes: PNG }]);
    const forged = await call("/__dev/documents/review", {
      body: { username: account.username, document_id: front, decision: "approve" },
      devSecret: null,
    });
    expect(forged.status).toBe(403);
    expect((await submission(token, front)).state).toBe("review");
  });
});
