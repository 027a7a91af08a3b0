/**
 * How a run's console output is written, the same in the reader's browser (worker.ts) and in the
 * Node run that the browser test compares it with (e2e/run.spec.ts): strings as they are,
 * other values as object-inspect shows them, `%s`-style directives as console.log reads them.
 */
import inspect from 'object-inspect'

const show = (value: unknown): string =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : inspect(value, { depth: 4 })

const DIRECTIVE = /%[sdifjoOc%]/g
const HAS_DIRECTIVE = /%[sdifjoOc%]/

/** One console call's line. */
export function formatArgs(args: readonly unknown[]): string {
  const rest = [...args]
  if (typeof rest[0] === 'string' && rest.length > 1 && HAS_DIRECTIVE.test(rest[0])) {
    const first = (rest.shift() as string).replace(DIRECTIVE, (directive) => {
      if (directive === '%%') return '%'
      if (rest.length === 0) return directive
      const value = rest.shift()
      if (directive === '%c') return ''
      if (directive === '%d' || directive === '%i') return String(directive === '%i' ? parseInt(String(value), 10) : Number(value))
      if (directive === '%f') return String(parseFloat(String(value)))
      if (directive === '%j') return JSON.stringify(value)
      return show(value)
    })
    return [first, ...rest.map(show)].join(' ')
  }
  return rest.map(show).join(' ')
}

/** The line a failed `console.assert(value, ...message)` writes. */
export function assertionLine(message: readonly unknown[]): string {
  return `Assertion failed${message.length > 0 ? `: ${formatArgs(message)}` : ''}`
}

/** The line an exception nothing caught writes. */
export function uncaughtLine(error: unknown): string {
  return `Uncaught ${show(error)}`
}

export type Level = 'log' | 'info' | 'warn' | 'error' | 'debug'
export const LEVELS: readonly Level[] = ['log', 'info', 'warn', 'error', 'debug']
