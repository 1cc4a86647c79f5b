/**
 * Milestones of a rename run, published on the diagnostics channel `ralph-action:pdf-rename` so
 * that tests and bench/ can see the order things happen in (pdf-rename-start.test.ts). Nothing is
 * published without a subscriber, and a milestone is a fixed name: no path, no text.
 */
import { channel } from 'node:diagnostics_channel'

export const RUN_TRACE_CHANNEL = 'ralph-action:pdf-rename'

export type Milestone =
  | 'pymupdf child spawned'
  | 'pymupdf file asked'
  | 'pymupdf child ready'
  | 'pymupdf file answered'
  | 'pymupdf child exited'
  | 'file analysed'

const milestones = channel(RUN_TRACE_CHANNEL)

export function milestone(name: Milestone): void {
  if (milestones.hasSubscribers) milestones.publish(name)
}
