#!/usr/bin/env bash
# Makes a release the way actions/typescript-action does: bump the version, rebuild dist/, commit,
# tag vX.Y.Z, and move the major tag vX to it (users pin vX.Y.Z's commit SHA, or follow vX). Then
# the README and examples/workflows/ pin that commit (`@<sha> # vX.Y.Z`) in a commit of their own,
# so what users copy from the branch names a release that exists (docs/releasing.md).
#
#   scripts/release.sh X.Y.Z          prepare the commit and the tags locally
#   scripts/release.sh X.Y.Z --push   also push the branch, vX.Y.Z, and vX (moved with --force)
#
# CHANGELOG.md's "## Unreleased" section becomes "## X.Y.Z - DATE" (or a "## X.Y.Z" section
# written by hand is kept). With GITHUB_TOKEN set, the push authenticates with it for that one
# command (GIT_CONFIG_* variables), never storing it in .git/config.
set -euo pipefail

die() {
  echo "release: $*" >&2
  exit 1
}

version=${1:-}
push=${2:-}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
  die "give the new version as X.Y.Z (got '${version}'), for example: scripts/release.sh 1.2.0"
[[ -z "$push" || "$push" == --push ]] || die "unknown option '${push}'; the only one is --push"
major="v${version%%.*}"
tag="v${version}"
cd "$(git rev-parse --show-toplevel)"

[[ -z "$(git status --porcelain)" ]] || die "the working tree has changes; commit or stash them first"
branch=$(git symbolic-ref --short HEAD 2>/dev/null) || die "HEAD is detached; release from a branch"
[[ "$branch" == "${RELEASE_BRANCH:-main}" ]] ||
  die "on branch '${branch}'; releases are made from '${RELEASE_BRANCH:-main}' (RELEASE_BRANCH to change)"
git rev-parse -q --verify "refs/tags/${tag}" >/dev/null && die "the tag ${tag} exists already"

# The new version must be above the latest release tag.
latest=$(git tag --list 'v[0-9]*.[0-9]*.[0-9]*' --sort=-v:refname | head -n 1)
if [[ -n "$latest" ]]; then
  highest=$(printf '%s\n%s\n' "${latest#v}" "$version" | sort -V | tail -n 1)
  [[ "$highest" == "$version" && "${latest#v}" != "$version" ]] ||
    die "${tag} is not above the latest release ${latest}"
fi

# CHANGELOG.md: the release's section.
if ! grep -q "^## ${version}\b" CHANGELOG.md; then
  grep -q '^## Unreleased$' CHANGELOG.md ||
    die "CHANGELOG.md has neither a '## ${version}' nor a '## Unreleased' section"
  sed -i "s/^## Unreleased$/## Unreleased\n\n## ${version} - $(date -u +%F)/" CHANGELOG.md
fi

npm version "$version" --no-git-tag-version --allow-same-version >/dev/null
npm run bundle
git add package.json CHANGELOG.md dist
[[ -f package-lock.json ]] && git add package-lock.json
git commit -q -m "release ${tag}"
git tag -a "$tag" -m "$tag"
git tag -f -a "$major" -m "${major}: ${tag}" >/dev/null
released=$(git rev-parse HEAD)
echo "release: ${tag} made, ${major} moved to it (${released:0:7})"

for file in README.md examples/workflows/*.yml; do
  [[ -f "$file" ]] || continue
  sed -i -E "s|(uses: ralph-action/ralph-action@)[^[:space:]]+([[:space:]]+#.*)?$|\1${released} # ${tag}|" "$file"
done
if ! git diff --quiet; then
  git commit -q -a -m "pin the README and examples to ${tag}"
  echo "release: the README and examples now pin ${tag} (${released:0:7})"
fi

if [[ "$push" == --push ]]; then
  auth=()
  if [[ -n "${GITHUB_TOKEN:-}" ]]; then
    basic=$(printf 'x-access-token:%s' "$GITHUB_TOKEN" | base64 | tr -d '\n')
    auth=(env GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0="http.https://github.com/.extraheader"
      GIT_CONFIG_VALUE_0="AUTHORIZATION: basic ${basic}")
  fi
  "${auth[@]}" git push -q origin "HEAD:refs/heads/${branch}" "refs/tags/${tag}"
  "${auth[@]}" git push -q --force origin "refs/tags/${major}"
  echo "release: pushed ${branch}, ${tag} and ${major}"
else
  echo "release: push with: git push origin ${branch} ${tag} && git push --force origin ${major}"
fi
