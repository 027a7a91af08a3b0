/**
 * Type-checks the samples of many pages with one TypeScript program. Each page is a virtual
 * directory <projectRoot>/.samples/<route>/ holding its blocks as files; packages resolve from
 * the project's node_modules through the real file system.
 */
import path from 'node:path'
import ts from 'typescript'
import type { SampleFailure } from './failure'
import type { PageProject, SampleFile } from './project'

export interface VirtualFile {
  project: PageProject
  file: SampleFile
}

export function samplesCompilerOptions(projectRoot: string): ts.CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Every block is a module, with or without import/export (as if it ended with `export {}`),
    // so top-level names of different blocks never clash.
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node'],
    typeRoots: [path.join(projectRoot, 'node_modules', '@types')],
    allowJs: true,
    checkJs: true,
    noEmit: true,
  }
}

/** The virtual directory of a page's project. */
export function pageDirectory(samplesRoot: string, project: PageProject): string {
  return path.posix.join(samplesRoot.split(path.sep).join('/'), project.page.route)
}

/** Absolute virtual path → the block it holds, for every file of every project. */
export function virtualFiles(projects: readonly PageProject[], samplesRoot: string): Map<string, VirtualFile> {
  const files = new Map<string, VirtualFile>()
  for (const project of projects) {
    const dir = pageDirectory(samplesRoot, project)
    for (const file of project.files) files.set(path.posix.join(dir, file.name), { project, file })
  }
  return files
}

/** Every directory that contains a virtual file, up to and including the samples root. */
function virtualDirectories(fileNames: Iterable<string>): Set<string> {
  const dirs = new Set<string>()
  for (const fileName of fileNames) {
    let dir = path.posix.dirname(fileName)
    while (!dirs.has(dir) && dir !== path.posix.dirname(dir)) {
      dirs.add(dir)
      dir = path.posix.dirname(dir)
    }
  }
  return dirs
}

function createHost(options: ts.CompilerOptions, files: Map<string, VirtualFile>, projectRoot: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true)
  const dirs = virtualDirectories(files.keys())
  const real = { ...host }
  const virtualText = (fileName: string): string | undefined => files.get(fileName)?.file.block.code
  return {
    ...host,
    getCurrentDirectory: () => projectRoot,
    fileExists: (fileName) => files.has(fileName) || real.fileExists(fileName),
    readFile: (fileName) => virtualText(fileName) ?? real.readFile(fileName),
    directoryExists: (dir) => dirs.has(dir) || (real.directoryExists?.(dir) ?? ts.sys.directoryExists(dir)),
    realpath: (fileName) => (files.has(fileName) || dirs.has(fileName) ? fileName : (real.realpath?.(fileName) ?? fileName)),
    getSourceFile: (fileName, languageVersion, onError, shouldCreate) => {
      const text = virtualText(fileName)
      if (text === undefined) return real.getSourceFile(fileName, languageVersion, onError, shouldCreate)
      return ts.createSourceFile(fileName, text, languageVersion)
    },
    writeFile: () => undefined,
  }
}

function messageOf(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')
}

/** Maps a diagnostic to the page and line of the block it is in. */
export function toFailure(diagnostic: ts.Diagnostic, files: Map<string, VirtualFile>, projectRoot: string): SampleFailure {
  const code = `TS${diagnostic.code}`
  const file = diagnostic.file
  if (!file) return { code, message: messageOf(diagnostic) }
  const line = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
  const owner = files.get(file.fileName)
  if (!owner) return { page: path.relative(projectRoot, file.fileName), line, code, message: messageOf(diagnostic) }
  return {
    page: owner.project.page.relPath,
    line: owner.file.block.line + line,
    fenceLine: owner.file.block.line,
    blockLine: line,
    code,
    message: messageOf(diagnostic),
  }
}

export interface TypecheckResult {
  failures: SampleFailure[]
  /** Number of compiled blocks. */
  checked: number
}

/** Compiles every compiled block of every project in one program. */
export function typecheckProjects(projects: readonly PageProject[], projectRoot: string): TypecheckResult {
  const samplesRoot = path.join(projectRoot, '.samples')
  const files = virtualFiles(projects, samplesRoot)
  const roots = [...files].filter(([, v]) => v.file.compiled).map(([name]) => name)
  if (roots.length === 0) return { failures: [], checked: 0 }
  const options = samplesCompilerOptions(projectRoot)
  const program = ts.createProgram({ rootNames: roots, options, host: createHost(options, files, projectRoot) })
  const diagnostics: ts.Diagnostic[] = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]
  for (const root of roots) {
    const sourceFile = program.getSourceFile(root)
    if (!sourceFile) continue
    diagnostics.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile))
  }
  return { failures: diagnostics.map((d) => toFailure(d, files, projectRoot)), checked: roots.length }
}
