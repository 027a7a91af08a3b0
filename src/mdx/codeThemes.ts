/**
 * Code themes for the two colour modes. The high-contrast GitHub themes are the ones whose every
 * token colour meets WCAG AA on the code background (the plain GitHub themes fail for comments
 * and some keywords; the accessibility tests check this).
 */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const
