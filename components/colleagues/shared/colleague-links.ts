/** Where the colleagues area's screens are (spec §2). */
export const COLLEAGUES_HREF = "/colleagues";
/** The roles' tab of /colleagues (`?tab=`, spec §2). */
export const ROLES_TAB_HREF = "/colleagues?tab=1";
export const INVITE_HREF = "/colleagues/create";
export const CREATE_ROLE_HREF = "/colleagues/create-access";
/** Making the first role from the invitation page, which it leads back to. */
export const CREATE_FIRST_ROLE_HREF = "/colleagues/create-access?next=invite";

export const roleEditHref = (id: number) => `/colleagues/update-access/${id}`;
export const colleagueHref = (id: number) => `/colleagues/${id}`;
