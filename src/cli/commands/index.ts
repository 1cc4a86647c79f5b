import type { CliIo } from '../io.js'

/** One `ralph` subcommand; its module (exporting `usage` and `run`) loads only when it runs. */
export interface Command {
  name: string
  summary: string
  /** It starts an agent: on Node 24 its process restarts first, to keep secrets out of /proc. */
  startsAgent?: true
  load(): Promise<{
    usage: string
    run(args: string[], io: CliIo): Promise<number>
  }>
}

/** Every `ralph` subcommand, in the order `ralph --help` shows them. */
export const COMMANDS: readonly Command[] = [
  {
    name: 'validate',
    summary: 'check a PRD against the schema and the rules beyond it; writes nothing',
    load: () => import('./validate.js')
  },
  {
    name: 'list',
    summary: 'list the stories with priority, mode, status and failed attempts',
    load: () => import('./list.js')
  },
  {
    name: 'status',
    summary: 'count the stories per mode and status',
    load: () => import('./status.js')
  },
  {
    name: 'next',
    summary: 'show the story the next step would run, or its exact prompt',
    load: () => import('./next.js')
  },
  {
    name: 'plan',
    summary: 'a matrix of open stories that cannot write the same path, for parallel agent jobs',
    load: () => import('./plan.js')
  },
  {
    name: 'step',
    startsAgent: true,
    summary: 'run one story: one agent call, scope check, accept or revert, record',
    load: () => import('./step.js')
  },
  {
    name: 'run',
    startsAgent: true,
    summary: 'repeat the step until no open story of the mode remains, or N steps ran',
    load: () => import('./run.js')
  },
  {
    name: 'publish',
    summary:
      'apply result bundles of `ralph step --bundle`: verify, fix branches, one status commit',
    load: () => import('./publish.js')
  },
  {
    name: 'replay',
    summary: "rebuild the stories' statuses from the events log and compare with the PRD",
    load: () => import('./replay.js')
  }
]

export function startsAgent(argv: readonly string[]): boolean {
  return COMMANDS.some(command => command.name === argv[0] && command.startsAgent === true)
}
