import { existsSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../content/paths'
import { RUN_STAND_INS, requiredSpecifiers, unservedPackages } from './packages'

describe('what a run may import', () => {
  const compiled = [
    '"use strict";',
    'const toolkit_1 = require("@reduxjs/toolkit");',
    'const query_1 = require("@reduxjs/toolkit/query");',
    'const store_1 = require("./app/store");',
    'const eslint_1 = require("eslint");',
    'const fs = require("node:fs");',
  ].join('\n')

  it('reads the requires the TypeScript compiler writes', () => {
    expect(requiredSpecifiers(compiled)).toEqual(['@reduxjs/toolkit', '@reduxjs/toolkit/query', './app/store', 'eslint', 'node:fs'])
  })

  it('names the packages the browser run does not serve, and never a file of the page', () => {
    expect(unservedPackages(compiled)).toEqual(['eslint', 'node:fs'])
    expect(unservedPackages('require("./eslint")')).toEqual([])
  })

  it('serves each stand-in from a file there is', () => {
    const missing = Object.values(RUN_STAND_INS).filter((file) => !existsSync(path.join(SITE_ROOT, file)))
    expect(missing).toEqual([])
  })
})
