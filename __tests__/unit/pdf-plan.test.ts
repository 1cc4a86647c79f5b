import { planBatch, type PlanInput } from '../../src/pdf/plan/plan.js'

const dir = '/inbox'
const input = (name: string, stem: string, sha256: string, targetDir = dir): PlanInput => ({
  path: `${dir}/${name}`,
  targetDir,
  stem,
  sha256
})

function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list]
  return list.flatMap((item, i) =>
    permutations([...list.slice(0, i), ...list.slice(i + 1)]).map(rest => [item, ...rest])
  )
}

describe('planBatch', () => {
  const existing = (names: string[]) => () => names

  it('gives colliding names _01, _02 in content-hash order, whatever the input order', () => {
    const files = [
      input('c.pdf', '20240314-invoice-acme', 'cc'),
      input('a.pdf', '20240314-invoice-acme', 'aa'),
      input('b.pdf', '20240314-invoice-acme', 'bb')
    ]
    for (const order of permutations(files)) {
      const plan = planBatch(order, existing(['a.pdf', 'b.pdf', 'c.pdf']))
      const byPath = Object.fromEntries(
        plan.map(p => [p.path.slice(dir.length + 1), p.target.slice(dir.length + 1)])
      )
      expect(byPath).toEqual({
        'a.pdf': '20240314-invoice-acme.pdf',
        'b.pdf': '20240314-invoice-acme_01.pdf',
        'c.pdf': '20240314-invoice-acme_02.pdf'
      })
    }
  })

  it('gives many copies of one name every free number in turn, skipping those taken', () => {
    const stem = '20240314-invoice-acme'
    const files = Array.from({ length: 12 }, (_, i) =>
      input(`${String(i).padStart(2, '0')}.pdf`, stem, `h${String(i).padStart(2, '0')}`)
    )
    // Taken before the batch: _02 and _05 (one of them in other case); a folder of another stem.
    const taken = existing([`${stem}_02.pdf`, `${stem.toUpperCase()}_05.PDF`, `${stem}-x_01.pdf`])
    const targets = planBatch(files, taken).map(p => p.target.slice(dir.length + 1))
    expect(targets).toEqual(
      ['', '_01', '_03', '_04', '_06', '_07', '_08', '_09', '_10', '_11', '_12', '_13'].map(
        suffix => `${stem}${suffix}.pdf`
      )
    )
  })

  it('never plans onto an existing name (compared case-insensitively)', () => {
    const plan = planBatch(
      [input('scan.pdf', '20240314-invoice', 'aa')],
      existing(['scan.pdf', '20240314-INVOICE.pdf', '20240314-invoice_01.pdf'])
    )
    expect(plan[0]!.target).toBe(`${dir}/20240314-invoice_02.pdf`)
  })

  it('counts the names of files about to move as taken, so the order of renames never matters', () => {
    const plan = planBatch(
      [
        input('20240314-invoice.pdf', '20240101-letter', 'aa'),
        input('x.pdf', '20240314-invoice', 'bb')
      ],
      existing(['20240314-invoice.pdf', 'x.pdf'])
    )
    expect(plan.map(p => p.target)).toEqual([
      `${dir}/20240101-letter.pdf`,
      `${dir}/20240314-invoice_01.pdf`
    ])
  })

  it('leaves a file alone that already carries its planned name or a collision variant of it', () => {
    const plan = planBatch(
      [
        input('20240314-invoice.pdf', '20240314-invoice', 'bb'),
        input('20240314-invoice_01.pdf', '20240314-invoice', 'aa')
      ],
      existing(['20240314-invoice.pdf', '20240314-invoice_01.pdf'])
    )
    expect(plan.map(p => p.action)).toEqual(['unchanged', 'unchanged'])
    expect(plan.map(p => p.target)).toEqual(plan.map(p => p.path))
  })

  it('plans nothing the second time (applying a plan and planning again is stable)', () => {
    const first = planBatch(
      [input('x.pdf', 'stem', 'bb'), input('y.pdf', 'stem', 'aa'), input('z.pdf', 'other', 'cc')],
      existing(['x.pdf', 'y.pdf', 'z.pdf'])
    )
    const names = first.map(p => p.target.slice(dir.length + 1))
    const second = planBatch(
      first.map(p => ({ ...p, path: p.target })),
      existing(names)
    )
    expect(second.every(p => p.action === 'unchanged')).toBe(true)
  })

  it('keeps files with equal content and marks all but the first as duplicates', () => {
    const plan = planBatch(
      [
        input('b.pdf', 'stem', 'same'),
        input('a.pdf', 'stem', 'same'),
        input('c.pdf', 'other', 'diff')
      ],
      existing(['a.pdf', 'b.pdf', 'c.pdf'])
    )
    expect(plan.map(p => [p.path, p.target, p.duplicateOf])).toEqual([
      [`${dir}/b.pdf`, `${dir}/stem_01.pdf`, `${dir}/a.pdf`],
      [`${dir}/a.pdf`, `${dir}/stem.pdf`, undefined],
      [`${dir}/c.pdf`, `${dir}/other.pdf`, undefined]
    ])
  })

  it('moves to another folder even when the name already fits (--out)', () => {
    const plan = planBatch([input('stem.pdf', 'stem', 'aa', '/archive')], dirName =>
      dirName === '/archive' ? ['stem.pdf'] : ['stem.pdf']
    )
    expect(plan[0]).toMatchObject({ action: 'rename', target: '/archive/stem_01.pdf' })
  })
})
