/** Spec §5: http or https, with a domain ending in com, ir, org, co, net or me (a path may follow). */
const URL_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|ir|org|co|net|me)(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
export const URL_MESSAGE = "نشانی سایت نادرست است";

export const isSiteUrl = (value: string) => URL_PATTERN.test(value.trim());
