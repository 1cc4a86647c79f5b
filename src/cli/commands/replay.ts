import { existsSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { EventLogError, readEvents } from '../../loop/record/events.js'
import { initialPrdFile, prdKey } from '../../loop/prd/initial-prd.js'
import { loadPrd, parsePrdText, type PrdLoad } from '../../loop/prd/prd.js'
import { formatProblem, type Prd } from '../../loop/types.js'
import { compareWithPrd, eventsOfPrd, replayStates, StoryState } from '../../loop/record/replay.js'
import { openRepo, StepRepo } from '../../loop/step-repo.js'
import { StepError } from '../../loop/step-settings.js'
import { optionsOf, prdCommand } from '../args.js'
import { UsageError } from '../../settings/errors.js'
import { EXIT } from '../exit-codes.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'

const OPTIONS = { ...optionsOf('prd'), from: { type: 'string' } } as const

function validFrom(loaded: PrdLoad, from: string): Prd {
  if (loaded.kind === 'ok') return loaded.prd
  throw new UsageError(
    `--from ${from}: not a valid PRD:\n${loaded.problems.map(formatProblem).join('\n')}`
  )
}

async function prdFromFile(file: string, io: CliIo): Promise<Prd> {
  return validFrom(await loadPrd(file, resolve(io.cwd, file)), file)
}

async function prdFromRev(repo: StepRepo, rev: string) {
  if (repo.prdRel === undefined || rev.startsWith('-'))
    throw new UsageError(`--from '${rev}' is not a file, and the PRD is not inside the repository`)
  const known = (await repo.git.resolveCommit(rev)) !== undefined
  const text = known ? await repo.git.fileAt(rev, repo.prdRel) : undefined
  if (text === undefined)
    throw new UsageError(
      `--from '${rev}' is neither a file nor a git revision that has ${repo.prdRel} (expected a PRD file or a commit such as HEAD~3)`
    )
  const prd = validFrom(parsePrdText(text, `${rev}:${repo.prdRel}`), rev)
  // Events already in the log at that commit are part of its PRD state.
  const log = await repo.git.fileAt(rev, '.runtime/events.log')
  const skip = log === undefined ? 0 : log.split('\n').filter(line => line !== '').length
  return { source: `${rev}:${repo.prdRel}`, prd, skip }
}

async function initialPrd(repo: StepRepo, from: string | undefined, io: CliIo) {
  if (from !== undefined) {
    if (existsSync(resolve(io.cwd, from)))
      return { source: from, prd: await prdFromFile(from, io), skip: 0 }
    return prdFromRev(repo, from)
  }
  const saved = initialPrdFile(repo)
  if (existsSync(saved)) {
    const source = relative(repo.top, saved).split(sep).join('/')
    return { source, prd: await prdFromFile(saved, io), skip: 0 }
  }
  io.stderr.write(
    'ralph replay: no initial PRD was recorded (.runtime/prd-initial/); assuming every story started open. Pass --from FILE|REV to name it.\n'
  )
  return { source: '(every story open)', prd: undefined, skip: 0 }
}

const show = (state: StoryState): string => `${state.status}, ${state.attempts} failed attempt(s)`

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, settings, loaded } = await prdCommand(args, OPTIONS, io)
  if (loaded.kind === 'exit') return loaded.code
  const repo = await openRepo(settings.prd, io.cwd)
  // A log that does not read is bad input: main() exits 2 with its message.
  const read = await readEvents(repo.eventsLog).catch((error: unknown) => {
    throw error instanceof EventLogError
      ? new StepError('bad-input', error.message, { cause: error })
      : error
  })
  for (const warning of read.warnings) io.stderr.write(`ralph replay: warning: ${warning}\n`)
  const initial = await initialPrd(repo, values.from, io)
  const replayed = replayStates(
    initial.prd,
    eventsOfPrd(read.events.slice(initial.skip), prdKey(repo))
  )
  const differences = compareWithPrd(replayed, loaded.prd)
  if (values.json === true) {
    io.stdout.write(
      json({
        file: settings.prd,
        from: initial.source,
        equal: differences.length === 0,
        differences
      })
    )
  } else if (differences.length === 0) {
    io.stdout.write(
      `${settings.prd}: the events reproduce every story's status (from ${initial.source})\n`
    )
  } else {
    for (const d of differences) {
      io.stdout.write(
        `${d.story}: the events give ${show(d.replayed)}; the PRD says ${show(d.current)}\n`
      )
    }
    io.stdout.write(
      `${settings.prd}: ${differences.length} story(ies) differ from the replay (from ${initial.source})\n`
    )
  }
  return differences.length === 0 ? EXIT.ok : EXIT.partial
}

export const usage = `Usage: ralph replay [--prd FILE] [--from FILE|REV] [--json]

Rebuilds each story's status (open, passing, skipped) and failed attempts from
the initial PRD and .runtime/events.log, and compares them with the PRD.
Exit 0 when they are equal, 1 with the differing stories listed.

Options:
  --prd FILE       the PRD (default: prd.json)
  --from FILE|REV  the initial PRD: a file, or a git revision whose copy of the
                   PRD is used (events already in that revision's log are then
                   taken as applied). Default: the copy the first step saved in
                   .runtime/prd-initial/, else every story open.
  --json           print {file, from, equal, differences}
`
