/** How a command ended: `failed` makes run() call core.setFailed once, with this message. */
export type CommandResult = { kind: 'ok' } | { kind: 'failed'; message: string }

export const OK: CommandResult = { kind: 'ok' }

export function failed(message: string): CommandResult {
  return { kind: 'failed', message }
}
