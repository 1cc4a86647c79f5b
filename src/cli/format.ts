/** Left-aligned columns, numeric ones right-aligned; a last text column is not padded. */
export function table(header: string[], rows: (string | number)[][]): string {
  const all = [header, ...rows.map(row => row.map(String))]
  const widths = header.map((_, column) => Math.max(...all.map(row => (row[column] ?? '').length)))
  const numeric = header.map(
    (_, column) => rows.length > 0 && rows.every(row => typeof row[column] === 'number')
  )
  return all
    .map(row =>
      row
        .map((cell, column) => {
          const width = widths[column] ?? 0
          if (numeric[column]) return cell.padStart(width)
          return column === row.length - 1 ? cell : cell.padEnd(width)
        })
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n'
}
