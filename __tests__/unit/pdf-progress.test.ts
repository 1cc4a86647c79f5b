import { Writable } from 'node:stream'
import { createProgress, PROGRESS_INTERVAL_MS } from '../../src/cli/pdf/progress.js'

function terminal(): { stream: Writable; text: () => string } {
  let text = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString()
      done()
    }
  })
  Object.assign(stream, { isTTY: true })
  return { stream, text: () => text }
}

describe('pdf-rename progress', () => {
  it('gives each phase its own rate: 10 renames in 1 s after 10 reads in 20 s show 10 files/s', () => {
    const out = terminal()
    let now = 0
    const progress = createProgress(out.stream, '/inbox', () => now)
    for (let i = 1; i <= 10; i++) {
      now += 2000
      progress.update({ phase: 'read', done: i, total: 10, path: `/inbox/${i}.pdf` })
    }
    expect(out.text()).toMatch(/ 10\/10 read 0\.5 files\/s 10\.pdf$/)
    for (let i = 1; i <= 10; i++) {
      now += 100
      progress.update({ phase: 'apply', done: i, total: 10, path: `/inbox/${i}.pdf` })
    }
    expect(out.text()).toMatch(/ 10\/10 renamed 10\.0 files\/s 10\.pdf$/)
  })

  it('prints paths relative to the working folder on a plain stream', () => {
    let text = ''
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString()
        done()
      }
    })
    const progress = createProgress(stream, '/inbox', () => 0)
    progress.update({ phase: 'read', done: 1, total: 2, path: '/inbox/sub/a.pdf' })
    progress.update({ phase: 'read', done: 2, total: 2, path: '/elsewhere/b.pdf' })
    expect(text).toBe('[1/2] read sub/a.pdf\n[2/2] read /elsewhere/b.pdf\n')
  })

  it('writes at most one plain line per interval within a phase, always the first and the last', () => {
    let text = ''
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString()
        done()
      }
    })
    let now = 0
    const progress = createProgress(stream, '/inbox', () => now)
    for (let i = 1; i <= 100; i++) {
      now += 10
      progress.update({ phase: 'read', done: i, total: 100, path: `/inbox/${i}.pdf` })
    }
    now += 10
    progress.update({ phase: 'apply', done: 1, total: 2, path: '/inbox/1.pdf' })
    progress.update({ phase: 'apply', done: 2, total: 2, path: '/inbox/2.pdf' })
    // Reads at 10, 20, ... 1000 ms: the first, then one once 250 ms have passed, then the last.
    expect(text).toBe(
      [
        '[1/100] read 1.pdf',
        `[${1 + PROGRESS_INTERVAL_MS / 10}/100] read ${1 + PROGRESS_INTERVAL_MS / 10}.pdf`,
        `[${1 + (2 * PROGRESS_INTERVAL_MS) / 10}/100] read ${1 + (2 * PROGRESS_INTERVAL_MS) / 10}.pdf`,
        `[${1 + (3 * PROGRESS_INTERVAL_MS) / 10}/100] read ${1 + (3 * PROGRESS_INTERVAL_MS) / 10}.pdf`,
        '[100/100] read 100.pdf',
        '[1/2] renamed 1.pdf',
        '[2/2] renamed 2.pdf',
        ''
      ].join('\n')
    )
  })

  it('redraws the bar on a terminal at most once per interval, and always for the last file', () => {
    const out = terminal()
    let now = 0
    let writes = 0
    const write = out.stream.write.bind(out.stream)
    out.stream.write = ((chunk: string) => {
      writes++
      return write(chunk)
    }) as typeof out.stream.write
    const progress = createProgress(out.stream, '/inbox', () => now)
    for (let i = 1; i <= 100; i++) {
      now += 1
      progress.update({ phase: 'read', done: i, total: 100, path: `/inbox/${i}.pdf` })
    }
    expect(writes).toBe(2)
    expect(out.text()).toMatch(/ 100\/100 read 1000\.0 files\/s 100\.pdf$/)
  })
})
