import { git, splitZ } from './git.js'

/** Every file path in a commit's tree (blobs, links and gitlinks), as git prints them with -z. */
export async function treeFiles(cwd: string, rev = 'HEAD'): Promise<string[]> {
  return splitZ(await git(['ls-tree', '-r', '-z', '--name-only', '--full-tree', rev], { cwd }))
}
