import { Secret, TOTP } from "otpauth";

/**
 * Time-based codes for authenticator apps (RFC 6238, by the otpauth library): HMAC-SHA1,
 * 30-second steps, 6 digits, the settings every authenticator app reads from a QR code.
 */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const TOTP_WINDOW = 1;
/** What the app shows above the account's codes. */
const TOTP_ISSUER = "پنل پیامکی";

function totpOf(secretBase32: string, label = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new secret for an authenticator app: 20 random bytes (160 bits, RFC 4226's advice) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` address a QR code carries to the app, labelled with the account's username. */
export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The code an app shows at `at`. */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step the code belongs to, looking one step either side of now, or null. A step at or
 * before `lastUsedStep` is refused, so a code is good once.
 */
export function verifyTotp(secretBase32: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  const totp = totpOf(secretBase32);
  const timestamp = at.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
