/** Admonition kinds and their labels, shared by the component and the Markdown twins (src/markdown). */
export type AdmonitionType = 'note' | 'tip' | 'warning' | 'danger'

export const ADMONITION_LABELS: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', warning: 'Warning', danger: 'Danger' }

/** The kind an admonition is shown as: an unknown `type` falls back to a note. */
export function admonitionKind(type: string | undefined): AdmonitionType {
  return type && type in ADMONITION_LABELS ? (type as AdmonitionType) : 'note'
}
