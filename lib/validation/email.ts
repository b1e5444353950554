/** The longest address mail systems carry (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = "ایمیل معتبر نیست";

/**
 * Spec §5: a well-formed email. The local part of letters, digits and the usual signs, without
 * leading, trailing or doubled dots; a domain of labels of up to 63 letters, digits and inner
 * hyphens, ending in a name of letters.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
