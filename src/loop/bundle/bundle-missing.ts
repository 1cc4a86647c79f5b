/** The bundle folder does not exist (a missing download, a wrong path). */
export class BundleMissingError extends Error {
  override name = 'BundleMissingError'
}
