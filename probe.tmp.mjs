import { chromium } from '@playwright/test'
import fs from 'fs'
const url = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] })
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } })
const p = await ctx.newPage()
const cdp = await ctx.newCDPSession(p)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await b.startTracing(p, { path: '/tmp/trace.json', categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] })
await p.goto(url, { waitUntil: 'load' })
await p.waitForTimeout(3000)
await b.stopTracing()
await b.close()
const t = JSON.parse(fs.readFileSync('/tmp/trace.json','utf8')).traceEvents
const main = t.filter(e => e.name === 'RunTask' && e.dur > 30000)
const tid = (() => { const c = {}; for (const e of t) if (e.name==='ParseHTML') c[e.tid]=(c[e.tid]||0)+1; return Object.keys(c).map(Number)[0] })()
const nav = t.find(e => e.name === 'navigationStart' || e.name==='TracingStartedInBrowser')
for (const task of main.filter(e => e.tid === tid)) {
  const kids = t.filter(e => e.tid === tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e.dur > 5000 && e.name !== 'RunTask')
  const summary = {}
  for (const k of kids) { const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop() : '') + (k.args?.data?.functionName ? ' fn=' + k.args.data.functionName : ''); summary[key] = Math.max(summary[key]||0, Math.round(k.dur/1000)) }
  console.log(`task ${Math.round(task.dur/1000)} ms`, JSON.stringify(summary))
}
