import { renameSummaryMarkdown, undoSummaryMarkdown } from '../../src/action/pdf-summary.js'

describe('the inbox job summaries', () => {
  it('renders the rename table and the files left in place, exactly', () => {
    const markdown = renameSummaryMarkdown({
      dryRun: false,
      renamed: [
        {
          from: 'inbox/IMG_0042.PDF',
          to: 'archive/20240205-invoice-buerobedarf-schaefer.pdf',
          textSource: 'ocr',
          confidence: 1,
          llmAsked: false,
          review: undefined
        },
        {
          from: 'inbox/a|b.pdf',
          to: 'archive/20250114-invoice-stadtwerke.pdf',
          textSource: 'text-layer',
          confidence: 0.456,
          llmAsked: true,
          review: undefined
        }
      ],
      skipped: [{ path: 'inbox/big.pdf', message: 'inbox/big.pdf is a Git LFS <pointer>' }],
      note: 'Commit 0123456789ab pushed to `main`.',
      ocrEngine: 'tesseract'
    })
    expect(markdown).toBe(
      [
        '## PDF inbox',
        '',
        '| Old name | New name | Text | Confidence | Model asked |',
        '| --- | --- | --- | ---: | --- |',
        '| `inbox/IMG_0042.PDF` | `archive/20240205-invoice-buerobedarf-schaefer.pdf` | OCR | 1.00 | no |',
        '| `inbox/a\\|b.pdf` | `archive/20250114-invoice-stadtwerke.pdf` | text layer | 0.46 | yes |',
        '',
        '### Left in place',
        '',
        '| File | Reason |',
        '| --- | --- |',
        '| `inbox/big.pdf` | inbox/big.pdf is a Git LFS &lt;pointer&gt; |',
        '',
        'Scans read by `tesseract`.',
        '',
        'Commit 0123456789ab pushed to `main`.',
        ''
      ].join('\n')
    )
  })

  it('says when there was nothing to rename, and marks a dry run', () => {
    expect(renameSummaryMarkdown({ dryRun: true, renamed: [], skipped: [], note: 'n' })).toBe(
      '## PDF inbox: the plan (dry run)\n\nNo PDF to rename.\n\nn\n'
    )
  })

  it('renders the undo table', () => {
    expect(
      undoSummaryMarkdown(
        {
          run: 'run-1',
          items: [
            { to: 'archive/x.pdf', from: 'inbox/x.pdf', status: 'restored', bytes: 'renamed' },
            {
              to: 'archive/y.pdf',
              from: 'inbox/y.pdf',
              status: 'refused',
              reason: 'changed since the rename'
            }
          ]
        },
        'note'
      )
    ).toBe(
      [
        '## PDF inbox: undo run-1',
        '',
        '| Renamed | Restored to | Status | Detail |',
        '| --- | --- | --- | --- |',
        '| `archive/x.pdf` | `inbox/x.pdf` | restored |  |',
        '| `archive/y.pdf` | `inbox/y.pdf` | refused | changed since the rename |',
        '',
        'note',
        ''
      ].join('\n')
    )
    expect(undoSummaryMarkdown({ run: null, items: [] }, 'n')).toBe(
      '## PDF inbox: undo\n\nNothing to undo.\n\nn\n'
    )
  })
})
