declare module '*.module.css' {
  const classes: Record<string, string>
  export = classes
}

/** wink-porter2-stemmer ships no types: one function, word in, stem out. */
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string
  export = stem
}

/** stopword ships no types; the site reads only its English list. */
declare module 'stopword' {
  export const eng: string[]
}
