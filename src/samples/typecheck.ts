/**
 * Type-checks the samples of many pages with one TypeScript program, made by a language service
 * so that the same program also answers the blocks' type notation (`^?`, `@errors`: typeNotes.ts).
 * Each page is a virtual directory <projectRoot>/.samples/<route>/ holding its blocks as files;
 * packages resolve from the project's node_modules through the real file system.
 */
import path from 'node:path'
import ts from 'typescript'
import { formatFailure, type SampleFailure } from './failure'
import { planPage, type PageProject, type SampleFile } from './project'
import { blockTypeNotes, NOTATION_CODES } from './typeNotes'
import { loadPage } from './pages'
import { DOCS_DIR, SITE_ROOT } from '../content/paths'
import type { MdastNode } from '../content/mdast'
import { hasTypeNotation, type BlockTypeNotes } from '../content/typeNotation'

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

function createHost(
  options: ts.CompilerOptions,
  files: Map<string, VirtualFile>,
  roots: string[],
  projectRoot: string,
): ts.LanguageServiceHost {
  const dirs = virtualDirectories(files.keys())
  const virtualText = (fileName: string): string | undefined => files.get(fileName)?.file.block.code
  return {
    getCompilationSettings: () => options,
    getScriptFileNames: () => roots,
    // A host's files never change: the service asks for their versions only once, not on every question.
    getProjectVersion: () => '1',
    // A sample edited in place (gatsby develop) keeps its file name: its text is its version.
    getScriptVersion: (fileName) => virtualText(fileName) ?? '1',
    getScriptSnapshot: (fileName) => {
      const text = virtualText(fileName) ?? ts.sys.readFile(fileName)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => projectRoot,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (fileName) => files.has(fileName) || ts.sys.fileExists(fileName),
    readFile: (fileName) => virtualText(fileName) ?? ts.sys.readFile(fileName),
    directoryExists: (dir) => dirs.has(dir) || ts.sys.directoryExists(dir),
    realpath: (fileName) => (files.has(fileName) || dirs.has(fileName) ? fileName : (ts.sys.realpath?.(fileName) ?? fileName)),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
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
  /** The type notation's results of each block that has some, by page (its MDX file, as in failures) and fence line. */
  notes: Map<string, Map<number, BlockTypeNotes>>
}

/** Parsed library and package files, shared by every program of the process (the build makes one per page with notation). */
const registry = ts.createDocumentRegistry()

/** A language service over the compiled blocks of `projects`: one program, as the sample check makes it. */
export function samplesService(projects: readonly PageProject[], projectRoot: string) {
  const files = virtualFiles(projects, path.join(projectRoot, '.samples'))
  const roots = [...files].filter(([, v]) => v.file.compiled).map(([name]) => name)
  // Not disposed: that would drop the parsed library files from the shared registry, for the next page to parse again.
  const service = ts.createLanguageService(createHost(samplesCompilerOptions(projectRoot), files, roots, projectRoot), registry)
  return { files, roots, service }
}

/**
 * Compiles every compiled block of every project in one program, and answers their type notation.
 * `notedOnly`: only the blocks with notation are checked (the build's answers, not the whole check).
 */
export function typecheckProjects(projects: readonly PageProject[], projectRoot: string, { notedOnly = false } = {}): TypecheckResult {
  const { files, roots, service } = samplesService(projects, projectRoot)
  const checked = notedOnly ? roots.filter((root) => hasTypeNotation(files.get(root)!.file.block.code)) : roots
  const notes = new Map<string, Map<number, BlockTypeNotes>>()
  if (checked.length === 0) return { failures: [], checked: 0, notes }
  const program = service.getProgram()!
  const failures = notedOnly
    ? []
    : [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) => toFailure(d, files, projectRoot))
  for (const root of checked) {
    const sourceFile = program.getSourceFile(root)
    if (!sourceFile) continue
    const diagnostics = () => [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]
    const { file, project } = files.get(root)!
    const noted = blockTypeNotes(service, sourceFile, diagnostics, { notedOnly })
    if (noted.notes) notes.set(project.page.relPath, (notes.get(project.page.relPath) ?? new Map()).set(file.block.line, noted.notes))
    failures.push(
      ...noted.unexpected.map((d) => toFailure(d, files, projectRoot)),
      ...noted.problems.map(({ blockLine, code, message }) => ({
        page: project.page.relPath,
        line: file.block.line + blockLine,
        fenceLine: file.block.line,
        blockLine,
        code,
        message,
      })),
    )
  }
  return { failures, checked: checked.length, notes }
}

/**
 * The answers to a page's type notation, for its article (src/mdx/typeNotes.ts), by fence line,
 * from its body as the content layer parsed it: only its blocks with notation are checked, in one
 * program of the page's files. Notation that does not hold (a `^?` at no name, an `@errors` block
 * that does not fail as it says) stops the build, naming the file and line.
 */
export function pageTypeNotes(
  file: string,
  bodyTree: MdastNode,
  docsRoot: string = DOCS_DIR,
  projectRoot: string = SITE_ROOT,
): Map<number, BlockTypeNotes> {
  const project = planPage(loadPage(path.resolve(projectRoot, file), docsRoot, projectRoot, bodyTree))
  const result = typecheckProjects([project], projectRoot, { notedOnly: true })
  const problems = [...project.problems, ...result.failures].filter((failure) =>
    (NOTATION_CODES as readonly string[]).includes(failure.code),
  )
  if (problems.length > 0)
    throw new Error(
      `The type notation of ${project.page.relPath} does not hold:\n${problems.map((p) => `  ${formatFailure(p)}`).join('\n')}`,
    )
  return result.notes.get(project.page.relPath) ?? new Map()
}
