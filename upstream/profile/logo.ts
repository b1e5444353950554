import { and, eq, ne } from "drizzle-orm";
import { PROFILE_MESSAGES, PROFILE_RULES } from "@/lib/contract/profile";
import { imageTypeOf } from "@/lib/files/image-signature";
import type { Db } from "../db/client";
import { userFiles, userProfiles } from "../db/schema";
import { notFound, validationFailed } from "../http/failure";

const LOGO = "logo";

/** What the stored file is called: the uploaded name without folders or control characters, kept short. */
function storedName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(0, 100) || "logo";
}

/**
 * Makes an uploaded image the account's logo: at most 2 MB and a JPEG, PNG or GIF by its content
 * (the name and the declared type are not believed; the stored type is the one the bytes say).
 * The new file, the profile's link to it and the old logo's removal are one transaction, so a
 * failure leaves the previous logo in place and nothing half-written.
 */
export async function replaceLogo(db: Db, userId: number, upload: { name: string; bytes: Uint8Array }): Promise<void> {
  if (upload.bytes.length === 0) throw validationFailed({ logo: [PROFILE_MESSAGES.logoRequired] });
  if (upload.bytes.length > PROFILE_RULES.logoMaxBytes)
    throw validationFailed({ logo: [PROFILE_MESSAGES.logoTooLarge] });
  const contentType = imageTypeOf(upload.bytes);
  if (!contentType) throw validationFailed({ logo: [PROFILE_MESSAGES.logoType] });
  await db.transaction(async (tx) => {
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
    // The row's lock orders two uploads at once: the later one replaces the earlier.
    await tx
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .for("update");
    const [file] = await tx
      .insert(userFiles)
      .values({
        userId,
        purpose: LOGO,
        name: storedName(upload.name),
        contentType,
        size: upload.bytes.length,
        body: Buffer.from(upload.bytes),
      })
      .returning({ id: userFiles.id });
    await tx
      .update(userProfiles)
      .set({ logoFileId: file!.id, updatedAt: new Date() })
      .where(eq(userProfiles.userId, userId));
    await tx
      .delete(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.purpose, LOGO), ne(userFiles.id, file!.id)));
  });
}

/** Removes the account's logo (the profile's link goes with the file); 404 when there is none. */
export async function removeLogo(db: Db, userId: number): Promise<void> {
  const removed = await db
    .delete(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.purpose, LOGO)))
    .returning({ id: userFiles.id });
  if (removed.length === 0) throw notFound(PROFILE_MESSAGES.logoNotFound);
}

/** The account's own logo of this id; another account's, a document or no file at all answer 404 alike. */
export async function ownLogo(db: Db, userId: number, fileId: number) {
  const [file] = await db
    .select({ body: userFiles.body, contentType: userFiles.contentType, name: userFiles.name })
    .from(userFiles)
    .where(and(eq(userFiles.id, fileId), eq(userFiles.userId, userId), eq(userFiles.purpose, LOGO)));
  if (!file) throw notFound(PROFILE_MESSAGES.logoNotFound);
  return file;
}
