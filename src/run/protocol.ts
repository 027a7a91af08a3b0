/**
 * The messages between a page, the run frame (frame.ts) and its worker (worker.ts). A page sends a
 * job; the frame answers with the job's console lines, in order, then one end.
 */
import type { Level } from './format'

/** A run stops with a message after this long (the worker is terminated; the page stays responsive). */
export const RUN_LIMIT_MS = 5000

export interface RunJob {
  id: number
  /** The page's sample files by name, as the Node check lays them out: compiled ones as CommonJS (`app/store.js`), others as written (`data.json`). */
  files: Record<string, string>
  /** The file to run (`block-12.js`). */
  main: string
  /** The reader's edit of that file, in the language of the code it was filled with (`ts`, `tsx`, `js`, `jsx`). */
  edit?: { code: string; lang: string }
}

/** What a page sends the frame when the reader starts editing: load the transpiler before the Run. */
export const PREPARE_EDIT = 'prepare-edit'

/** The globals by which the run's scripts (build.ts writes them) reach each other. */
export const RUN_GLOBAL = {
  /** worker.ts: starts a run with the job's files. */
  start: '__runStart',
  /** worker.ts: a package bundle hands over its exports. */
  define: '__runDefine',
  /** transpile.ts: edited code to CommonJS. */
  transpile: '__runTranspile',
} as const

/** What a worker says: a console line, then one end (ok: no uncaught error, no failed assertion, no process.exitCode set). */
export type WorkerEvent = { kind: 'line'; level: Level; text: string } | { kind: 'end'; ok: boolean; ms: number; stopped?: boolean }

/** What the frame sends the page: the worker's events, marked with the job's id. */
export type RunEvent = WorkerEvent & { id: number }

export function isRunJob(value: unknown): value is RunJob {
  const job = value as RunJob
  return (
    typeof job === 'object' &&
    job !== null &&
    typeof job.id === 'number' &&
    typeof job.main === 'string' &&
    typeof job.files === 'object' &&
    job.files !== null &&
    Object.values(job.files).every((text) => typeof text === 'string') &&
    (job.edit === undefined ||
      (typeof job.edit === 'object' && job.edit !== null && typeof job.edit.code === 'string' && typeof job.edit.lang === 'string'))
  )
}

/** A page's sample files as a Run gets them (made by src/samples/run.ts, written to run/pages/<route>.json by build.ts). */
export interface PageRunFiles {
  route: string
  /** Compiled files as CommonJS under their .js name, other files as written. */
  files: Record<string, string>
  /** The files that are `run` samples, in the page's order. */
  runs: string[]
}
