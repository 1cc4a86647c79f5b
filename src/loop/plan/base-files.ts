/** The files of HEAD's tree a story could write: every tracked path but the PRD and the protected. */
import { compileScope, protection } from '../scope.js'
import type { StepRepo } from '../step-repo.js'

export async function writableFiles(
  repo: Pick<StepRepo, 'git' | 'prdRel'>,
  protect: readonly string[]
): Promise<string[]> {
  const guard = compileScope({
    mode: 'fixing',
    scope: ['**'],
    reportPath: '',
    ...protection(repo.prdRel, protect)
  })
  return (await repo.git.treeFiles()).filter(path => guard({ path }).kind === 'allowed')
}
