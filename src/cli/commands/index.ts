import type { Command } from '../command.js'

/** Every `ralph` subcommand, in the order `ralph --help` shows them. */
export const COMMANDS: readonly Command[] = [
  {
    name: 'validate',
    summary: 'check a PRD against the schema and the rules beyond it; writes nothing',
    load: async () => (await import('./validate.js')).validateCommand
  },
  {
    name: 'list',
    summary: 'list the stories with priority, mode, status and failed attempts',
    load: async () => (await import('./list.js')).listCommand
  },
  {
    name: 'status',
    summary: 'count the stories per mode and status',
    load: async () => (await import('./status.js')).statusCommand
  },
  {
    name: 'next',
    summary: 'show the story the next step would run, or its exact prompt',
    load: async () => (await import('./next.js')).nextCommand
  },
  {
    name: 'plan',
    summary: 'a matrix of open stories that cannot write the same path, for parallel agent jobs',
    load: async () => (await import('./plan.js')).planCommand
  },
  {
    name: 'step',
    startsAgent: true,
    summary: 'run one story: one agent call, scope check, accept or revert, record',
    load: async () => (await import('./step.js')).stepCommand
  },
  {
    name: 'run',
    startsAgent: true,
    summary: 'repeat the step until no open story of the mode remains, or N steps ran',
    load: async () => (await import('./run.js')).runCommand
  },
  {
    name: 'publish',
    summary:
      'apply result bundles of `ralph step --bundle`: verify, fix branches, one status commit',
    load: async () => (await import('./publish.js')).publishCommand
  },
  {
    name: 'replay',
    summary: "rebuild the stories' statuses from the events log and compare with the PRD",
    load: async () => (await import('./replay.js')).replayCommand
  }
]

/** Whether `ralph <argv>` starts an agent (its first argument is the subcommand, as main() reads it). */
export function startsAgent(argv: readonly string[]): boolean {
  return COMMANDS.some(command => command.name === argv[0] && command.startsAgent === true)
}
