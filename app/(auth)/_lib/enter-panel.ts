/**
 * Opens the panel after a successful sign-in. A full navigation, not a client-side one, so the
 * server layout reads the new session cookie and nothing cached from before sign-in survives.
 * `path` must already have passed safeNextPath.
 */
export function enterPanel(path: string): void {
  window.location.assign(path);
}
