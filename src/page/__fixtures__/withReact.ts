// A page script entry that pulls in a framework: the bundler must refuse it (build.test.ts).
import { createElement } from 'react'

document.body.dataset.element = String(createElement('p'))
