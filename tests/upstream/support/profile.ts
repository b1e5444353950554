/** The profile's calls as the panel makes them, and images (real or lying) to upload as a logo. */
import { answerOf, api, baseUrl, type Answer } from "./client";

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A 1×1 GIF. */
export const TINY_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
/** The start of a JPEG (start of image, then a JFIF segment). */
export const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
/** The start of a Windows program. */
export const EXECUTABLE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(512, 0x41)]);
/** A page that would run script if it were served as HTML. */
export const HTML_PAGE = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/** A PNG whose header is real, padded to `bytes` in all. */
export const pngOfSize = (bytes: number) => Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 0)]);

/** POST user/logo with one file in the field `logo` (or another field's name), as the panel's form sends it. */
export async function uploadLogo(
  token: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  field = "logo",
): Promise<Answer> {
  const form = new FormData();
  form.append(field, new Blob([file.bytes as BlobPart], { type: file.type ?? "application/octet-stream" }), file.name);
  const response = await fetch(`${baseUrl()}/v1/api/user/logo`, {
    method: "POST",
    headers: { accept: "application/json", authorization: token },
    body: form,
  });
  return answerOf(response);
}

/** GET user/logo/{id} as the browser's <img> would (through the BFF): the raw answer. */
export function fetchLogo(token: string, id: number): Promise<Response> {
  return fetch(`${baseUrl()}/v1/api/user/logo/${id}`, { headers: { authorization: token } });
}

export const showProfile = (token: string) => api("user/show_profile", { token });
export const updateProfile = (token: string, body: unknown) => api("user/update_profile", { token, body });
