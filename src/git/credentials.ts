/**
 * Credentials for one git command, through GIT_CONFIG_COUNT/KEY_n/VALUE_n in that command's
 * environment: nothing is written to .git/config, so the agent (which runs later in the same
 * checkout) finds no token to push with, and argv (visible in `ps`) never carries it.
 */
export interface GitAuth {
  /** The token (GITHUB_TOKEN, a PAT or an App installation token). */
  token: string
  /** Web server the remote lives on, for example https://github.com. */
  serverUrl: string
}

/** Environment additions that send `AUTHORIZATION: basic …` to `serverUrl` for one command. */
export function authEnv(
  auth: GitAuth,
  inherited: NodeJS.ProcessEnv = process.env
): NodeJS.ProcessEnv {
  const key = `http.${auth.serverUrl.replace(/\/*$/, '/')}.extraheader`
  const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64')
  // Keep entries someone else put in the environment; ours go after them.
  const start = Number.parseInt(inherited.GIT_CONFIG_COUNT ?? '0', 10) || 0
  return {
    GIT_CONFIG_COUNT: String(start + 2),
    // An empty value resets the header list, so a header persisted by actions/checkout
    // is not sent alongside ours (GitHub answers 400 to two Authorization headers).
    [`GIT_CONFIG_KEY_${start}`]: key,
    [`GIT_CONFIG_VALUE_${start}`]: '',
    [`GIT_CONFIG_KEY_${start + 1}`]: key,
    [`GIT_CONFIG_VALUE_${start + 1}`]: `AUTHORIZATION: basic ${basic}`
  }
}

/** Replaces every occurrence of the token (plain or inside the basic header) in text. */
export function redactToken(text: string, token: string): string {
  if (token === '') return text
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')
  return text.split(token).join('***').split(basic).join('***')
}
