import React from 'react'
import { NO_START_ATTRIBUTE } from '../runtimeStart/switch'
import { RUN_BEHAVIOUR_FILE, RUN_DIR, RUN_FRAME_FILE, runAction, runAttr, runClass, runPagesFile } from './attributes'

/** One button of the bar; behaviour.ts acts on its `runAction`. */
const ActionButton = ({ action, hidden, children }: { action: keyof typeof runAction; hidden?: boolean; children: string }) => (
  <button type="button" className={runClass.button} hidden={hidden} {...{ [runAttr.button]: runAction[action] }}>
    {children}
  </button>
)

/**
 * A `run` sample (marked by remark.ts) with its Run, Edit and Reset buttons, a status line that
 * assistive technology announces, and the output, filled by behaviour.ts. Without scripts only the code shows
 * (the no-script sheet, src/components/noScript.ts, hides the bar). A Run needs no Gatsby runtime,
 * so input on the bar does not start it (src/runtimeStart/switch.ts).
 */
export function RunnableSample({
  file,
  route,
  basePath,
  children,
}: {
  file: string
  route: string
  basePath: string
  children?: React.ReactNode
}) {
  return (
    <div
      {...{
        [runAttr.sample]: file,
        [runAttr.files]: `${basePath}/${runPagesFile(route)}`,
        [runAttr.frame]: `${basePath}/${RUN_DIR}/${RUN_FRAME_FILE}`,
        [runAttr.behaviour]: `${basePath}/${RUN_DIR}/${RUN_BEHAVIOUR_FILE}`,
      }}
    >
      <div className={runClass.code}>{children}</div>
      <div className={runClass.bar} {...{ [NO_START_ATTRIBUTE]: '' }}>
        <ActionButton action="run">Run</ActionButton>
        <ActionButton action="edit">Edit</ActionButton>
        <ActionButton action="reset" hidden>
          Reset
        </ActionButton>
        <span role="status" className={runClass.status} {...{ [runAttr.status]: '' }} />
      </div>
      <div className={runClass.output} role="log" aria-label="Output" hidden {...{ [runAttr.output]: '' }} />
    </div>
  )
}
