/**
 * Pages that exist only in the mobile layout (spec §2); a desktop browser gets the not-found page.
 * Segments starting with ":" match any one segment.
 */
const MOBILE_ONLY_ROUTES = [
  "/contacts/all-contacts",
  "/contacts/all-groups",
  "/contacts/group/:id",
  "/contacts/contact/:id",
  "/contacts/manage-more-features",
  "/contacts/blacklist",
  "/contacts/cancel_11",
  "/profile/account-info",
  "/profile/personal-info",
  "/profile/contact-info",
  "/profile/address-info",
  "/profile/documents",
  "/profile/change-phone-number",
  "/menu",
] as const;

const split = (path: string) => path.replace(/\/+$/, "").split("/");

export function isMobileOnlyPath(pathname: string): boolean {
  const parts = split(pathname);
  return MOBILE_ONLY_ROUTES.some((route) => {
    const pattern = split(route);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => (segment.startsWith(":") ? parts[i] !== "" : segment === parts[i]))
    );
  });
}
