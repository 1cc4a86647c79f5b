/** The files of the base tree a story could write: every tracked path but the protected ones. */
import { Repository } from '../../git/repository.js'
import { compileScope, protection } from '../scope.js'

export async function writableFiles(
  top: string,
  prdRel: string | undefined,
  protect: readonly string[]
): Promise<string[]> {
  const guard = compileScope({
    mode: 'fixing',
    scope: ['**'],
    reportPath: '',
    ...protection(prdRel, protect)
  })
  return (await new Repository(top).treeFiles()).filter(path => guard({ path }).kind === 'allowed')
}
