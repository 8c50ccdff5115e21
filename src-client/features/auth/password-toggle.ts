/** Keeps the visibility toggle's name free of the word "password", so the field's label stays unique. */
export const TOGGLE_PROPS = { 'aria-label': 'Show or hide characters' } as const;
