import { PROFILE_MESSAGES, PROFILE_RULES } from "@/lib/contract/profile";
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from "@/lib/files/image-signature";

/** What the logo field's file picker offers; the content decides, not these names. */
export const LOGO_ACCEPT = ".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif";

/**
 * Why a chosen file cannot be the logo, read as the upstream reads it (its size, then its first
 * bytes), so the refusal shows before anything is sent; null when it may be sent.
 */
export async function logoFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return PROFILE_MESSAGES.logoRequired;
  if (file.size > PROFILE_RULES.logoMaxBytes) return PROFILE_MESSAGES.logoTooLarge;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : PROFILE_MESSAGES.logoType;
}
