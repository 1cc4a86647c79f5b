import { Writable } from 'node:stream'
import { createProgress } from '../../src/cli/pdf/progress.js'

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
})
