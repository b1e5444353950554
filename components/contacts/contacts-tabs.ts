/** The desktop contacts screen's tabs, in this order (`?tab=` is the index): the phonebooks and their contacts first. */
export const CONTACTS_TABS = ["workspace", "features", "tags", "blacklist", "cancel11"] as const;
