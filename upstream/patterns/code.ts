import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** 20 characters of 36: about 103 bits, so a code cannot be guessed to reach a pattern. */
const CODE_LENGTH = 20;
/** The largest multiple of 36 a byte holds: bytes from here on are dropped, so every character is equally likely. */
const UNBIASED_BELOW = 252;

/** A fresh pattern code, like Edge's: lowercase Latin letters and digits. */
export function newPatternCode(): string {
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  return code;
}
