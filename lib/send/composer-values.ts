/** The fields every way of sending shares, as its form holds them. */
export interface ComposerValues {
  from_number: string;
  message: string;
  /** UTC `YYYY-MM-DD HH:MM:SS`, or absent to send now. */
  send_time?: string;
}
