import { PROFILE_MESSAGES, PROFILE_RULES } from "@/lib/contract/profile";
import { api, baseUrl, devAccount, sessionToken } from "./support/client";
import {
  EXECUTABLE,
  fetchLogo,
  HTML_PAGE,
  JPEG_START,
  pngOfSize,
  showProfile,
  TINY_GIF,
  TINY_PNG,
  uploadLogo,
} from "./support/profile";

const freshToken = async () => sessionToken(await devAccount());

describe("the logo", () => {
  it("is stored from a PNG, served back by its id with its type, and only to its account", async () => {
    const own = await freshToken();
    const uploaded = await uploadLogo(own, { name: "logo.png", bytes: TINY_PNG, type: "image/png" });
    expect(uploaded.status).toBe(200);
    const id = uploaded.body.data.logo_id;
    expect(id).toEqual(expect.any(Number));
    expect((await showProfile(own)).body.data.logo_id).toBe(id);

    const served = await fetchLogo(own, id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const stranger = await freshToken();
    const theirs = await fetchLogo(stranger, id);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).meta.message).toBe(PROFILE_MESSAGES.logoNotFound);
    expect((await fetch(`${baseUrl()}/v1/api/user/logo/${id}`)).status).toBe(401);
  });

  it("is typed by its content: a GIF named .jpg is served as a GIF, and a JPEG is taken", async () => {
    const own = await freshToken();
    const gif = await uploadLogo(own, { name: "logo.jpg", bytes: TINY_GIF, type: "image/jpeg" });
    const served = await fetchLogo(own, gif.body.data.logo_id);
    expect(served.headers.get("content-type")).toBe("image/gif");
    const jpeg = await uploadLogo(own, { name: "photo.jpeg", bytes: Buffer.concat([JPEG_START, Buffer.alloc(64)]) });
    expect(jpeg.status).toBe(200);
    expect((await fetchLogo(own, jpeg.body.data.logo_id)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("replaces the old one: the old id answers not found", async () => {
    const own = await freshToken();
    const first = (await uploadLogo(own, { name: "a.png", bytes: TINY_PNG })).body.data.logo_id;
    const second = (await uploadLogo(own, { name: "b.gif", bytes: TINY_GIF })).body.data.logo_id;
    expect(second).not.toBe(first);
    expect((await fetchLogo(own, first)).status).toBe(404);
    expect((await fetchLogo(own, second)).status).toBe(200);
  });

  it("is removed: the profile says none and the id answers not found; removing again is not found", async () => {
    const own = await freshToken();
    const id = (await uploadLogo(own, { name: "a.png", bytes: TINY_PNG })).body.data.logo_id;
    const removed = await api("user/logo", { token: own, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.data.logo_id).toBeNull();
    expect((await fetchLogo(own, id)).status).toBe(404);
    expect((await api("user/logo", { token: own, method: "DELETE" })).status).toBe(404);
  });

  it("accepts exactly 2 MB", async () => {
    const own = await freshToken();
    const answer = await uploadLogo(own, { name: "big.png", bytes: pngOfSize(PROFILE_RULES.logoMaxBytes) });
    expect(answer.status).toBe(200);
  });
});

describe("what a logo upload refuses, keeping the logo it had", () => {
  let own: string;
  let kept: number;
  beforeAll(async () => {
    own = await freshToken();
    kept = (await uploadLogo(own, { name: "kept.png", bytes: TINY_PNG })).body.data.logo_id;
  });
  afterEach(async () => {
    expect((await showProfile(own)).body.data.logo_id).toBe(kept);
    expect((await fetchLogo(own, kept)).status).toBe(200);
  });

  it("a 2.1 MB image, on the logo field", async () => {
    const answer = await uploadLogo(own, { name: "big.png", bytes: pngOfSize(2.1 * 1024 * 1024) });
    expect([413, 422]).toContain(answer.status);
    expect(answer.body.meta.errors).toEqual({ logo: [PROFILE_MESSAGES.logoTooLarge] });
  });

  it("a body far over the limit, before it is read", async () => {
    const answer = await uploadLogo(own, { name: "huge.png", bytes: pngOfSize(8 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.meta.errors).toEqual({ logo: [PROFILE_MESSAGES.logoTooLarge] });
  });

  it("a program renamed .png and declared an image", async () => {
    const answer = await uploadLogo(own, { name: "logo.png", bytes: EXECUTABLE, type: "image/png" });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({ logo: [PROFILE_MESSAGES.logoType] });
  });

  it("a GIF that is really HTML", async () => {
    const answer = await uploadLogo(own, { name: "logo.gif", bytes: HTML_PAGE, type: "image/gif" });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({ logo: [PROFILE_MESSAGES.logoType] });
  });

  it("no file, an empty file, or two files", async () => {
    expect((await uploadLogo(own, { name: "a.png", bytes: TINY_PNG }, "file")).body.meta.errors).toEqual({
      logo: [PROFILE_MESSAGES.logoRequired],
    });
    expect((await uploadLogo(own, { name: "a.png", bytes: new Uint8Array() })).body.meta.errors).toEqual({
      logo: [PROFILE_MESSAGES.logoRequired],
    });
    const form = new FormData();
    form.append("logo", new Blob([TINY_PNG]), "a.png");
    form.append("logo", new Blob([TINY_GIF]), "b.gif");
    const two = await fetch(`${baseUrl()}/v1/api/user/logo`, {
      method: "POST",
      headers: { authorization: own },
      body: form,
    });
    expect((await two.json()).meta.errors).toEqual({ logo: [PROFILE_MESSAGES.logoOneFile] });
  });

  it("an id that is not a number, or another account's", async () => {
    expect((await api("user/logo/abc", { token: own })).status).toBe(422);
    const stranger = await freshToken();
    const theirs = (await uploadLogo(stranger, { name: "t.png", bytes: TINY_PNG })).body.data.logo_id;
    expect((await fetchLogo(own, theirs)).status).toBe(404);
  });
});
