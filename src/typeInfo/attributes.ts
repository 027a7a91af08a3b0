/**
 * The names the hover types (README, "Types on hover") are tied together by, declared once: the
 * mark on a sample's <pre> (remark.ts writes it, intent.ts and behaviour.ts read it) and where the
 * build writes the page's type data and the hover's behaviour (build.ts).
 */

/** On a compiled TypeScript sample's <pre>: `<page's type data URL>#<fence line in the body>`. */
export const TYPES_ATTR = 'data-types'
export const TYPES_DIR = 'types'
/** The hover's behaviour, a module beside the pages' data files. */
export const TYPES_BEHAVIOUR_FILE = 'hover.js'
/** A page's type data, flat in TYPES_DIR so the behaviour's address is found from it. */
export const typesFile = (route: string) => `${TYPES_DIR}/${route.replaceAll('/', '.')}.json`
/** The one popup of a document. */
export const TYPES_POPUP_ID = 'type-info'
/** What the popup says when the page's type data could not be fetched. */
export const TYPES_FAILED = 'Could not load the types of this sample. Move away and back to try again.'
/**
 * In a page's file, a type's text carries its token classes as marks: the character at this code
 * point plus N starts a run in the file's Nth class list (0: none), until the next mark
 * (src/mdx/typeHighlight.ts writes them, behaviour.ts reads them). A twentieth of the size of markup.
 */
export const TYPE_CLASS_MARK = 0xe000
