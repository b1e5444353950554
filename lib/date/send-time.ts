/** The instant a `send_time` (`YYYY-MM-DD HH:MM:SS` in UTC, as Edge writes instants) names. */
export const sendTimeToDate = (value: string) => new Date(`${value.replace(" ", "T")}Z`);

/** The `send_time` for an instant. */
export const dateToSendTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
