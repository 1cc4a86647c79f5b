const PR_SETTING =
  'Settings > Actions > General > Workflow permissions > ' +
  '"Allow GitHub Actions to create and approve pull requests"'

interface HttpErrorLike {
  status?: number
  message?: string
}

/**
 * Wraps a REST failure in an Error that says what to change. `doing` names the call
 * ("create the pull request"), `permission` the workflow permission it needs.
 */
export function explainGitHubError(error: unknown, doing: string, permission: string): Error {
  const { status, message = String(error) } = error as HttpErrorLike
  const said = `${status ?? 'no status'}: ${message}`
  let fix: string
  if (/not permitted to create or approve pull requests/i.test(message))
    fix =
      `This repository does not let GitHub Actions open pull requests. Enable ${PR_SETTING} ` +
      '(for an organization, also in its settings), or pass a GitHub App or personal token in ' +
      "'github-token'."
  else if (status === 403 && /Resource not accessible/i.test(message))
    fix = `The token lacks '${permission}'. Add 'permissions: ${permission}' to the workflow or job.`
  else if (status === 401)
    fix = "The token was refused. Check 'github-token' (empty, expired or for another server)."
  else if (status === 404)
    fix =
      'The repository or object was not found with this token. ' +
      `Check GITHUB_REPOSITORY and that the token can see the repository ('${permission}').`
  else if (status === 403) fix = `The token may not do this. Give it '${permission}'.`
  else fix = 'See the message above.'
  return new Error(`Could not ${doing} (${said}). ${fix}`, { cause: error })
}
