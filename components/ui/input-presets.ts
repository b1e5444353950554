/**
 * Props that recur on the panel's inputs, spread onto a TextInput (or a form field) so each form
 * says which kind of input it wants rather than repeating the attributes.
 */

/** Latin text typed as is: left to right, no capitals, corrections or spell check. */
export const latinTextProps = {
  dir: "ltr",
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

/** A username: Latin text aligned to the end, filled from the browser's saved username. */
export const latinUsernameProps = {
  ...latinTextProps,
  autoComplete: "username",
  className: "latin text-end",
} as const;

/** An Iranian mobile number, digits only, with the usual example as placeholder. */
export const mobileProps = {
  variant: "tel",
  autoComplete: "tel",
  placeholder: "09121234567",
  className: "latin",
} as const;
