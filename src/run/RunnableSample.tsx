import React from 'react'
import { NO_RUNTIME_START } from '../runtimeStart/switch'
import { RUN_DIR, RUN_FRAME_FILE, runAttr, runClass, runPagesFile } from './attributes'

/**
 * A `run` sample (marked by remark.ts) with its Run button, a status line that assistive
 * technology announces, and the output, filled by behaviour.ts. Without scripts only the code shows
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
      className={runClass.sample}
      {...{
        [runAttr.sample]: file,
        [runAttr.files]: `${basePath}/${runPagesFile(route)}`,
        [runAttr.frame]: `${basePath}/${RUN_DIR}/${RUN_FRAME_FILE}`,
      }}
    >
      {children}
      <div className={runClass.bar} {...NO_RUNTIME_START}>
        <button type="button" className={runClass.button} {...{ [runAttr.button]: '' }}>
          Run
        </button>
        <span role="status" className={runClass.status} {...{ [runAttr.status]: '' }} />
      </div>
      <div className={runClass.output} role="log" aria-label="Output" hidden {...{ [runAttr.output]: '' }} />
    </div>
  )
}
