/**
 * What a step says while its agent works: a line when the attempt starts; then, on a terminal,
 * one line redrawn in place with the elapsed time and the tokens so far, elsewhere (CI, the
 * action's log) that line once every 30 s; with `verbose`, the agent's own messages. The clock
 * decides what is due, so a tick more or less prints nothing twice.
 */
import type { StepProgress } from '../loop/step.js'
import { cleanReason } from '../loop/transition.js'

export interface ProgressOptions {
  /** Takes the text as is: lines end in `\n`, a redrawn line starts with `\r`. */
  write: (text: string) => void
  /** Redraw one line in place (a terminal) instead of printing one every 30 s. */
  tty: boolean
  verbose: boolean
  /** Milliseconds, from any origin. */
  now?: () => number
}

const CLEAR = '\r\x1b[2K'
const EVERY_MS = 30_000

export function progressPrinter(options: ProgressOptions) {
  const now = options.now ?? (() => performance.now())
  let call: { story: string; started: number; tokens: number | undefined; due: number } | undefined
  let drawn = ''
  let timer: NodeJS.Timeout | undefined
  const status = ({ story, started, tokens }: NonNullable<typeof call>): string => {
    const seconds = Math.floor((now() - started) / 1000)
    const count = tokens === undefined ? '' : `, ${tokens.toLocaleString('en-US')} tokens`
    return `  ${story}: ${seconds} s${count}`
  }
  const tick = (): void => {
    if (!call) return
    if (options.tty) {
      const line = status(call)
      if (line !== drawn) options.write(CLEAR + line)
      drawn = line
    } else if (now() >= call.due) {
      call.due += EVERY_MS * Math.floor((now() - call.due) / EVERY_MS + 1)
      options.write(status(call) + '\n')
    }
  }
  const clear = (): void => {
    if (drawn !== '') options.write(CLEAR)
    drawn = ''
  }
  return {
    /** Prints what is due now; a timer calls it every second while an agent runs. */
    tick,
    event(event: StepProgress): void {
      switch (event.kind) {
        case 'start': {
          const { name, version } = event.agent
          options.write(
            `RUN ${event.story} (attempt ${event.attempt} of ${event.maxAttempts}) with ` +
              `${[name, version].filter(Boolean).join(' ')}, timeout ${event.timeoutSeconds} s\n`
          )
          call = { story: event.story, started: now(), tokens: undefined, due: now() + EVERY_MS }
          timer = setInterval(tick, 1000).unref()
          break
        }
        case 'tokens':
          if (call) call.tokens = event.tokens
          break
        case 'message':
          if (!options.verbose) return
          clear()
          // The agent's own text: its control characters (tabs aside) are escaped, line by line.
          for (const line of event.text.trimEnd().replace(/\t/g, '    ').split('\n'))
            options.write(`  | ${cleanReason(line, Infinity)}\n`)
          if (options.tty) tick()
          return
        case 'end':
          clearInterval(timer)
          clear()
          call = undefined
          return
      }
      tick()
    }
  }
}
