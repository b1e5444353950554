/** Spec §9: below 768 px is the mobile layout. */
const MOBILE_MAX_WIDTH = 767.98;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
/** With the phone layout chosen for tablets (`data-tablet="phone"` on <html>), below 1024 px. */
export const PHONE_TABLET_MEDIA_QUERY = "(max-width: 1023.98px)";

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;

/** The server's guess of the layout from the user agent, before the browser can measure its viewport. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && MOBILE_UA.test(userAgent));
}
