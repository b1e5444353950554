/**
 * Spec §9 and §5 limits for sending. Kept apart from the schemas, without zod, so the file
 * worker can read them without loading the validation library.
 */
export const SEND_LIMITS = {
  /** Numbers typed or pasted for one quick send. */
  quickRecipients: 1000,
  /** Records of one recipients file. */
  fileRecords: 1_000_000,
  /** Recipients of a geo, bank or business send, at least. */
  bankMinimum: 5000,
  /** Parts of one message, at most. */
  maxParts: 10,
} as const;
