/**
 * `node:test` in a browser run, as far as the samples use it: `mock.timers`, the fake clock the
 * polling samples run on (enable, tick, reset), here on @sinonjs/fake-timers, the fake clock
 * Jest's own timers are built on. Like Node's, the clock starts at 0 and `tick` runs what falls due.
 */
import { withGlobal } from '@sinonjs/fake-timers'

type InstalledClock = ReturnType<ReturnType<typeof withGlobal>['install']>

type Faked = 'setTimeout' | 'setInterval' | 'setImmediate' | 'Date'

let clock: InstalledClock | undefined

export const mock = {
  timers: {
    enable({ apis = ['setTimeout', 'setInterval', 'setImmediate', 'Date'], now = 0 }: { apis?: Faked[]; now?: number } = {}): void {
      clock?.uninstall()
      const toFake = apis.flatMap((api) =>
        api === 'setTimeout'
          ? ['setTimeout', 'clearTimeout']
          : api === 'setInterval'
            ? ['setInterval', 'clearInterval']
            : api === 'setImmediate'
              ? ['setImmediate', 'clearImmediate']
              : [api],
      )
      clock = withGlobal(globalThis).install({ now, toFake: toFake as never })
    },
    tick(ms: number): void {
      if (!clock) throw new Error('mock.timers.tick: call mock.timers.enable() first')
      clock.tick(ms)
    },
    reset(): void {
      clock?.uninstall()
      clock = undefined
    },
  },
}
