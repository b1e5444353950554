/** The first path segment of every signed-in area of spec §2; only these send a visitor to /login. */
const PANEL_AREAS = [
  "dashboard",
  "send-sms",
  "reports",
  "facilities",
  "inbox",
  "contacts",
  "settings",
  "plans",
  "wallet",
  "profile",
  "support",
  "file-management",
  "pattern",
  "developers",
  "predefined-messages",
  "secretary",
  "colleagues",
] as const;

/** Sign-in screens: a visitor who already has a session goes to the dashboard instead. */
const GUEST_PATHS = ["/login", "/register"] as const;

function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

export function isPanelPath(pathname: string): boolean {
  return (PANEL_AREAS as readonly string[]).includes(firstSegment(pathname));
}

/** Screens for signing in (guest screens and support's entry): a 401 there never sends anyone to /login. */
export function isSignInPath(pathname: string): boolean {
  return isGuestPath(pathname) || pathname === "/external-login" || pathname.startsWith("/external-login/");
}

export function isGuestPath(pathname: string): boolean {
  return GUEST_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
