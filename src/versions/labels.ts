/** Accessible names of the version menu, shared by the UI and its tests. */

/** Prefix of the navbar version button's name ("Docs version 2.x"). */
export const VERSION_MENU_LABEL = 'Docs version'
