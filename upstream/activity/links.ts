/**
 * The panel's pages an entry of the log links to: pages that open on a phone and on a desktop
 * (a phone's own screens, such as /contacts/group/{id}, are not found on a desktop).
 */
export const PANEL_LINKS = {
  report: (sendId: number) => `/reports/${sendId}`,
  reports: "/reports",
  contacts: "/contacts",
  /** /contacts with the phonebook chosen (on a desktop). */
  phonebook: (phonebookId: number) => `/contacts?group=${phonebookId}`,
  inbox: "/inbox",
  transactions: "/wallet/transactions",
  plans: "/plans",
  profile: "/profile",
  security: "/profile/security-setting",
  settings: "/profile/settings",
  colleagues: "/colleagues",
  colleague: (memberId: number) => `/colleagues/${memberId}`,
  role: (roleId: number) => `/colleagues/update-access/${roleId}`,
} as const;
