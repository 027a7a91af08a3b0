/**
 * What a reader types, made safe to search: at most MAX_QUERY_LENGTH characters (the limit
 * DocSearch's own input has), whitespace collapsed, and whitespace alone counting as empty.
 * Quotes, regex characters, operators and emoji are plain characters; nothing here or in the
 * tokenizer interprets them, so no input can throw.
 */

export const MAX_QUERY_LENGTH = 512

export function normalizeQuery(raw: unknown): string {
  let text = typeof raw === 'string' ? raw : raw == null ? '' : String(raw)
  if (text.length > MAX_QUERY_LENGTH) {
    text = text.slice(0, MAX_QUERY_LENGTH)
    // Do not leave half of a surrogate pair (an emoji cut in two) at the end.
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1)
  }
  return text.replace(/\s+/g, ' ').trim()
}
