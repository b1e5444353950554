/**
 * Set while the panel is on its way to /login by its own choice (logout), so a query that fails
 * with 401 meanwhile does not race it with a second navigation to /login?next=….
 */
let leaving = false;

export const markLeaving = (value: boolean) => {
  leaving = value;
};

export const isLeaving = () => leaving;
