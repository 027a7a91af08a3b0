/**
 * The marks a runnable sample's markup (RunnableSample.tsx) carries and the Run button's behaviour
 * (behaviour.ts) and style (run.css) read, named once; and where the frame's files are.
 */
export const runAttr = {
  /** The sample's box, with the file it runs. */
  sample: 'data-run-sample',
  /** The page's run files (build.ts writes them to run/pages/<route>.json). */
  files: 'data-run-files',
  /** The run frame's address. */
  frame: 'data-run-frame',
  /** The buttons' behaviour (behaviour.ts, a module build.ts writes), loaded on the first intent (intent.ts). */
  behaviour: 'data-run-behaviour',
  /** On a button of the bar: what it does (`runAction`). */
  button: 'data-run-button',
  /** On the reader's editor: the language of the code it was filled with. */
  editor: 'data-run-editor',
  status: 'data-run-status',
  output: 'data-run-output',
  /** On an output line: its console level. */
  level: 'data-level',
} as const

/** What each button of the bar does: behaviour.ts finds it by `[data-run-button="run"]`. */
export const runAction = { run: 'run', edit: 'edit', reset: 'reset' } as const

export const runClass = {
  /** The sample's code as the page shows it, hidden while the reader edits it. */
  code: 'mdx-run-code',
  bar: 'mdx-run-bar',
  button: 'mdx-run-button',
  editor: 'mdx-run-editor',
  status: 'mdx-run-status',
  output: 'mdx-run-output',
} as const

export const RUN_DIR = 'run'
export const RUN_FRAME_FILE = 'frame.html'
export const RUN_BEHAVIOUR_FILE = 'buttons.js'
/** What a Run says when the buttons' behaviour could not be loaded (intent.ts). */
export const RUN_SCRIPT_FAILED = 'Could not run: the Run button’s script did not load.'
export const runPagesFile = (route: string) => `${RUN_DIR}/pages/${route}.json`
