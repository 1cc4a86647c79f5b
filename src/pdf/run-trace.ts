/** Milestones of a rename run for tests and bench/: only a fixed name, no path, no text. */
import { channel } from 'node:diagnostics_channel'

type Milestone =
  | 'pymupdf child spawned'
  | 'pymupdf file asked'
  | 'pymupdf child ready'
  | 'pymupdf file answered'
  | 'pymupdf child exited'
  | 'file analysed'

const milestones = channel('ralph-action:pdf-rename')

export function milestone(name: Milestone): void {
  if (milestones.hasSubscribers) milestones.publish(name)
}
