/** The files of HEAD's tree a story could write: every tracked path but the PRD and the protected. */
import { realpathSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { Repository } from '../../git/repository.js'
import { compileScope, protection } from '../scope.js'

export async function writableFiles(
  cwd: string,
  prdPath: string,
  protect: readonly string[]
): Promise<string[]> {
  const repo = new Repository(cwd)
  const top = realpathSync((await repo.paths()).top)
  const prdRel = relative(top, realpathSync(prdPath)).split(sep).join('/')
  const guard = compileScope({
    mode: 'fixing',
    scope: ['**'],
    reportPath: '',
    ...protection(prdRel, protect)
  })
  return (await repo.treeFiles()).filter(path => guard({ path }).kind === 'allowed')
}
