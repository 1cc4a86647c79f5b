export const id = 892;
export const ids = [892];
export const modules = {

/***/ 6892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPublish: () => (/* binding */ runPublish)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/repository.ts + 9 modules
var repository = __webpack_require__(4718);
// EXTERNAL MODULE: ./src/loop/bundle/bundle.ts
var bundle_bundle = __webpack_require__(447);
// EXTERNAL MODULE: ./node_modules/@secretlint/core/module/index.js + 17 modules
var core_module = __webpack_require__(198);
// EXTERNAL MODULE: ./node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js
var secretlint_rule_preset_recommend_module = __webpack_require__(1577);
// EXTERNAL MODULE: ./src/settings/errors.ts
var errors = __webpack_require__(6990);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var plan_paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/loop/bundle/pr-body.ts
var pr_body = __webpack_require__(22);
;// CONCATENATED MODULE: ./src/loop/bundle/gate.ts
/** The publish gate: size, secrets (a hit names rule and place, never the value), steering. */







/** Shorter values would match by chance: they are not searched for. */
const MIN_SECRET = 8;
function namedSecrets(names, env) {
    return names.map(name => {
        const value = env[name] ?? '';
        if (value.length >= MIN_SECRET)
            return { name, value };
        throw new errors/* UsageError */.eb(`secret-env names ${name}, which ${value === '' ? 'is not set' : `has fewer than ${MIN_SECRET} characters, too few to look for,`} in the publish's environment. ` +
            `Give the publish step the variable (env: ${name}: \${{ secrets.${name} }}), or take it out of secret-env.`);
    });
}
/** Size first (a huge patch is not read), then secrets, then the files that steer later runs. */
async function gate(git, item, settings, secrets) {
    const { bundle, story, paths } = item;
    const sized = sizeVerdict((0,external_node_fs_.statSync)(bundle.patchFile).size, paths.length, settings);
    if (sized)
        return sized;
    const hits = await scanSecrets(await publicTexts(git, item), secrets);
    const fixBranch = bundle.outcome.kind === 'pass' && story.mode === 'fixing';
    return (secretVerdict(hits) ?? steeringVerdict((0,scope/* steeringFiles */.nF)(paths), settings.protectedFiles, fixBranch));
}
async function publicTexts(git, item) {
    const { bundle, story, tree, paths } = item;
    const { texts, binary } = patchAdditions((0,external_node_fs_.readFileSync)(bundle.patchFile, 'utf8'));
    // Binary content is read whole from the tree git applied, by the paths git reports (not the
    // patch's headers, which a forger writes).
    const read = binary ? paths.filter(path => !texts.some(text => text.place === path)) : [];
    for (const path of read)
        texts.push({ place: path, text: (await git.fileAt(tree, path)) ?? '' });
    const { outcome, manifest } = bundle;
    if (outcome.agent.lastMessage)
        texts.push({ place: 'last message', text: outcome.agent.lastMessage });
    texts.push({ place: 'events.jsonl', text: bundle.events });
    const pr = (0,pr_body/* pullRequestBody */.NF)({
        story,
        outcome: asPublished(outcome, item),
        branch: '',
        base: { branch: '', sha: manifest.base },
        head: '',
        runUrl: undefined
    });
    texts.push({ place: 'pull request', text: `${(0,pr_body/* pullRequestTitle */.Zr)(story)}\n${pr}` });
    return texts;
}
/**
 * An outcome as its pull request shows it: the paths git applied and the story's own report
 * path, not the lists the bundle claims (a forger writes those). The gate scans this text.
 */
function asPublished(outcome, { story, paths }) {
    return { ...outcome, writes: paths, reportPath: (0,plan_paths/* createdPath */.gL)(story) ?? '' };
}
const MIB = 1024 * 1024;
const figure = (n) => n.toLocaleString('en-US');
const size = (bytes) => bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
function sizeVerdict(patchBytes, files, settings) {
    if (patchBytes <= settings.maxPatchBytes && files <= settings.maxPatchFiles)
        return undefined;
    return {
        kind: 'refused',
        reason: 'patch too large',
        found: [
            `the patch has ${size(patchBytes)} (${figure(patchBytes)} bytes); max-patch-bytes is ${figure(settings.maxPatchBytes)}`,
            `it changes ${figure(files)} files; max-patch-files is ${figure(settings.maxPatchFiles)}`
        ],
        fix: 'Split the story into smaller ones, or raise max-patch-bytes / max-patch-files if a change this large is expected.'
    };
}
function secretVerdict(hits) {
    if (hits.length === 0)
        return undefined;
    return {
        kind: 'refused',
        reason: 'secret in output',
        found: hits.map(hit => `${hit.rule} in ${hit.place} line ${hit.line}`),
        fix: 'Treat each secret found as exposed to the agent job and rotate it; the bundle artifact shows where it came from. ' +
            'A key-shaped test fixture in scope can carry a `secretlint-disable-line` comment.'
    };
}
/** `fixBranch`: the change goes to a branch of its own (a fixing story), where it can be reviewed. */
function steeringVerdict(steering, policy, fixBranch) {
    if (steering.length === 0 || policy === 'allow')
        return { kind: 'clear', review: [] };
    if (policy === 'review' && fixBranch)
        return { kind: 'clear', review: steering };
    return {
        kind: 'refused',
        reason: 'protected file',
        found: steering.map(file => `${file.path} (${file.what}) steers later runs`),
        fix: policy === 'refuse'
            ? "protected-files is 'refuse': make this change by hand, or set protected-files: review to get it as a draft pull request."
            : 'protected-files is review, but this story writes no fix branch to review it on (only fixing stories do): make the change by hand, or set protected-files: allow.'
    };
}
function refusalText(verdict) {
    return `${verdict.reason}: ${verdict.found.join('; ')}. ${verdict.fix}`;
}
/** A patch that git applied adds text only in `@@` hunks under `diff --git`. */
function patchAdditions(patch) {
    const files = [];
    let binary = false;
    let file;
    let inHunk = false;
    let next = 0;
    for (const line of patch.split('\n')) {
        if (line.startsWith('diff --git ')) {
            file = { place: headerPath(line.slice(11)), added: [], lines: [] };
            files.push(file);
            inHunk = false;
            continue;
        }
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (file === undefined)
            continue;
        if (hunk) {
            inHunk = true;
            next = Number(hunk[1]);
        }
        else if (!inHunk && line === 'GIT binary patch')
            binary = true;
        else if (inHunk && line.startsWith('+')) {
            file.added.push(line.slice(1));
            file.lines.push(next++);
        }
        else if (inHunk && line.startsWith(' '))
            next++;
    }
    const texts = files
        .filter(f => f.added.length > 0)
        .map(f => ({ place: f.place, text: f.added.join('\n'), lines: f.lines }));
    return { texts, binary };
}
/** `a/P b/P` (no renames: the same path twice), or git's C-quoted form `"a/P" "b/P"`. */
function headerPath(rest) {
    if (!rest.startsWith('"'))
        return rest.slice(2, 2 + (rest.length - 5) / 2);
    const bytes = [];
    const escapes = {
        n: '\n',
        t: '\t',
        '"': '"',
        '\\': '\\',
        a: '\x07',
        b: '\b',
        f: '\f',
        r: '\r',
        v: '\v'
    };
    for (let i = 1; i < rest.length && rest[i] !== '"'; i++) {
        const char = rest[i];
        if (char !== '\\')
            bytes.push(...Buffer.from(char));
        else if (/[0-7]/.test(rest[i + 1] ?? '')) {
            bytes.push(parseInt(rest.slice(i + 1, i + 4), 8));
            i += 3;
        }
        else
            bytes.push(...Buffer.from(escapes[rest[++i] ?? ''] ?? ''));
    }
    return Buffer.from(bytes).toString('utf8').slice(2);
}
const CONFIG = {
    rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: secretlint_rule_preset_recommend_module/* creator */.x }]
};
/**
 * One secretlint pass over all the texts joined (each pass builds every rule anew: per file,
 * 200 files cost a second), a blank line between texts; each joined line maps back to its place.
 */
async function scanSecrets(texts, named) {
    const where = [];
    const joined = [];
    for (const { place, text, lines } of texts) {
        text.split('\n').forEach((content, index) => {
            joined.push(content);
            where.push({ place, line: lines?.[index] ?? index + 1 });
        });
        joined.push('');
        where.push({ place, line: 0 });
    }
    // Ends in a newline: a last line without one escapes secretlint-disable-line (12.0.0).
    const content = joined.join('\n');
    const at = (line) => where[line - 1] ?? { place: '?', line };
    const linted = await (0,core_module/* lintSource */.n)({
        source: { filePath: 'published text', content, contentType: 'text' },
        options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true }
    });
    const hits = linted.messages.map(message => ({
        rule: `${message.ruleId.replace('@secretlint/secretlint-rule-', '')} (${message.messageId})`,
        ...at(message.loc.start.line)
    }));
    for (const { name, value } of named) {
        let line = 1;
        let counted = 0;
        for (let i = content.indexOf(value); i !== -1; i = content.indexOf(value, i + 1)) {
            for (; counted < i; counted++)
                if (content[counted] === '\n')
                    line++;
            hits.push({ rule: `secret-env ${name}`, ...at(line) });
        }
    }
    return hits;
}

// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 2 modules
var prd = __webpack_require__(3438);
// EXTERNAL MODULE: ./src/fs/run-id.ts
var run_id = __webpack_require__(5218);
// EXTERNAL MODULE: ./src/loop/record/events.ts + 1 modules
var events = __webpack_require__(6245);
// EXTERNAL MODULE: ./src/loop/record/status-commit.ts
var status_commit = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/loop/transition.ts
var transition = __webpack_require__(6035);
;// CONCATENATED MODULE: ./src/loop/bundle/verify.ts
/** The publish side's checks of one bundle, against this checkout and never the bundle's word. */








async function verifyBundle(git, bundle, policy) {
    const { manifest } = bundle;
    const manifestFile = (0,external_node_path_.join)(bundle.dir, bundle_bundle/* MANIFEST */.e0);
    if (manifest.prd !== policy.prdRel)
        throw new bundle_bundle/* BundleError */.rJ(manifestFile, '/prd', `the bundle is for the PRD '${manifest.prd}', this publish for '${policy.prdRel}'; ` +
            "set 'prd' to the agent job's PRD");
    await checkBase(git, manifestFile, manifest.base);
    const prd = await prdAtBase(git, policy.prdRel, manifest.base);
    const story = chosenStory(prd, manifestFile, manifest.story, policy.stories);
    checkStoryChange(bundle, story);
    const applied = await git.tryApplyPatch(manifest.base, bundle.patchFile);
    if (applied.kind === 'rejected')
        throw new bundle_bundle/* BundleError */.rJ(bundle.patchFile, '', `does not apply to the base commit ${manifest.base.slice(0, 12)}: ${applied.detail}`);
    const changes = await git.changedPaths(manifest.base, applied.tree);
    const { dir } = bundle;
    const violations = (0,scope/* changeViolations */.Zm)(story, changes, (0,scope/* protection */.sc)(policy.prdRel, policy.protect));
    if (violations.length > 0)
        return { kind: 'violation', dir, story, violations };
    const paths = changes.map(change => change.path);
    await checkWrites(git, bundle, story, applied.tree, paths);
    // `tree`: the base commit's tree with the patch applied.
    return { kind: 'ready', dir, story, bundle, tree: applied.tree, paths };
}
async function checkBase(git, file, base) {
    if ((await git.resolveCommit(base)) === undefined)
        throw new bundle_bundle/* BundleError */.rJ(file, '/base', `commit ${base} is not in this clone; check out with 'fetch-depth: 0' and the branch the agent job ran on`);
    if (!(await git.isAncestor(base, 'HEAD')))
        throw new bundle_bundle/* BundleError */.rJ(file, '/base', `commit ${base.slice(0, 12)} is not an ancestor of HEAD: the bundle was made on another ` +
            'branch or history; publish it on the branch the agent job checked out');
}
async function prdAtBase(git, prdRel, base) {
    const label = `${prdRel} at ${base.slice(0, 12)}`;
    const text = await git.fileAt(base, prdRel);
    if (text === undefined)
        throw new bundle_bundle/* BundleError */.rJ(label, '', "missing at the bundle's base commit; set 'prd' to its path");
    const loaded = (0,prd/* parsePrdText */.f)(text, label);
    const [problem] = loaded.kind === 'ok' ? [] : loaded.problems;
    if (loaded.kind !== 'ok')
        throw new bundle_bundle/* BundleError */.rJ(label, problem?.pointer ?? '', problem?.message ?? 'invalid');
    return loaded.prd;
}
/** The story must be open at the base, and selected there (or named by the workflow). */
function chosenStory(prd, file, id, named) {
    const story = prd.stories.find(s => s.id === id);
    if (story === undefined)
        throw new bundle_bundle/* BundleError */.rJ(file, '/story', `'${id}' is not a story of the base commit's PRD`);
    if (named.length > 0) {
        if (!named.includes(id))
            throw new bundle_bundle/* BundleError */.rJ(file, '/story', `'${id}' is not among the stories this publish takes (${named.join(', ')})`);
        if ((0,plan_select/* selectNextStory */.T7)({ ...prd, stories: [story] }, story.mode) === undefined)
            throw new bundle_bundle/* BundleError */.rJ(file, '/story', `'${id}' is not open at the base commit`);
        return story;
    }
    const selected = (0,plan_select/* selectNextStory */.T7)(prd, story.mode);
    if (selected?.id !== id)
        throw new bundle_bundle/* BundleError */.rJ(file, '/story', `the base commit's PRD selects ${selected ? `'${selected.id}'` : 'no open story'} for ` +
            `${story.mode}, not '${id}': a bundle cannot claim another story's scope ` +
            "(name the story with 'story' when the workflow chose it)");
    return story;
}
function checkStoryChange(bundle, story) {
    const { outcome, change, manifest } = bundle;
    const storyFile = (0,external_node_path_.join)(bundle.dir, 'story.json');
    if (manifest.attempt !== (0,transition/* attemptNumber */.X)(story))
        throw new bundle_bundle/* BundleError */.rJ((0,external_node_path_.join)(bundle.dir, bundle_bundle/* MANIFEST */.e0), '/attempt', `is ${manifest.attempt}; at the base commit '${story.id}' is at attempt ${(0,transition/* attemptNumber */.X)(story)}`);
    if (JSON.stringify(change.before) !== JSON.stringify((0,status_commit/* ownedFields */.zu)(story)))
        throw new bundle_bundle/* BundleError */.rJ(storyFile, '/before', `does not match '${story.id}' at the base commit (${JSON.stringify((0,status_commit/* ownedFields */.zu)(story))})`);
    const reportPath = (0,plan_paths/* createdPath */.gL)(story) ?? '';
    const problem = storyChangeProblem(change.before, change.after, outcome.kind === 'pass' ? { kind: 'pass', reportPath } : { kind: 'fail' });
    if (problem !== undefined)
        throw new bundle_bundle/* BundleError */.rJ(storyFile, '/after', problem);
    if (outcome.kind === 'pass' && outcome.reportPath !== reportPath)
        throw new bundle_bundle/* BundleError */.rJ((0,external_node_path_.join)(bundle.dir, 'outcome.json'), '/reportPath', `expected the story's Created path '${reportPath}'`);
}
/** A pass carries its report in the patch and as a part, the same bytes; a failure writes nothing. */
async function checkWrites(git, bundle, story, tree, paths) {
    if (bundle.outcome.kind === 'fail') {
        if (paths.length > 0)
            throw new bundle_bundle/* BundleError */.rJ(bundle.patchFile, '', `a failed attempt publishes no writes, yet the patch touches ${paths.join(', ')}`);
        return;
    }
    const reportPath = (0,plan_paths/* createdPath */.gL)(story) ?? '';
    const inTree = await git.blobAt(tree, reportPath);
    const part = await git.blobIdOf(bundle.report ?? Buffer.alloc(0));
    if (inTree !== part)
        throw new bundle_bundle/* BundleError */.rJ((0,external_node_path_.join)(bundle.dir, 'report'), '', `differs from '${reportPath}' as the patch writes it (or the patch does not write it)`);
}
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Why `after` is not what a transition writes from `before` for this outcome. */
function storyChangeProblem(before, after, outcome) {
    const changed = Object.keys((0,status_commit/* changedFields */.E0)(before, after));
    const allowed = outcome.kind === 'pass'
        ? ['passes', 'completed_at', 'report_path']
        : ['attempts', 'skipped', 'skip_reason', 'skipped_at'];
    const foreign = changed.filter(key => !allowed.includes(key));
    if (foreign.length > 0)
        return `a ${outcome.kind} may not change ${foreign.map(key => `'${key}'`).join(', ')}`;
    if (outcome.kind === 'pass') {
        if (after.passes !== true)
            return "a pass must set 'passes' to true";
        if (after.report_path !== outcome.reportPath)
            return `a pass must set 'report_path' to the story's Created path '${outcome.reportPath}'`;
        if (typeof after.completed_at !== 'string' || !ISO.test(after.completed_at))
            return "a pass must set 'completed_at' to an ISO 8601 UTC time";
        return undefined;
    }
    if (after.attempts !== (before.attempts ?? 0) + 1)
        return `a failure must count one more attempt (${(before.attempts ?? 0) + 1}), not ${String(after.attempts)}`;
    if (!['skipped', 'skip_reason', 'skipped_at'].some(key => changed.includes(key)))
        return undefined;
    if (after.skipped !== true ||
        typeof after.skip_reason !== 'string' ||
        typeof after.skipped_at !== 'string' ||
        !ISO.test(after.skipped_at))
        return "a skip must set 'skipped' to true with a 'skip_reason' and an ISO 8601 'skipped_at'";
    return undefined;
}

;// CONCATENATED MODULE: ./src/loop/bundle/publish.ts
/** `ralph publish` and `command: publish`: verify, gate, fix branches, one status commit. */










async function publishBundles(dirs, options) {
    const { prdRel } = options;
    const git = new repository.Repository(options.top);
    const secrets = namedSecrets(options.gate.secretEnv, options.env);
    await requireCleanStatusFiles(git, prdRel);
    const results = [];
    const ready = [];
    for (const dir of dirs) {
        try {
            const checked = await verifyBundle(git, (0,bundle_bundle/* readBundle */.Bo)(dir), options);
            if (checked.kind === 'ready')
                ready.push(checked);
            else
                results.push(checked);
        }
        catch (error) {
            if (!(error instanceof bundle_bundle/* BundleError */.rJ))
                throw error;
            results.push({ kind: 'refused', dir, error });
        }
    }
    ready.sort((a, b) => (0,plan_select/* compareStories */.HH)(a.story, b.story));
    const atHead = await headStories(git, prdRel);
    const records = [];
    // What this run published so far: story ids (to their bundle) and written paths (to their story).
    const storiesTaken = new Map();
    const pathsTaken = new Map();
    for (const item of ready) {
        const { dir, story, bundle } = item;
        const skip = decidedAtHead(bundle, atHead.get(story.id));
        if (skip !== undefined) {
            options.log(`${story.id}: skipped, ${skip}`);
            results.push({ kind: 'skipped', dir, story, why: skip });
            continue;
        }
        const clash = clashWithEarlier(item, storiesTaken, pathsTaken);
        if (clash !== undefined) {
            results.push({ kind: 'failed', dir, story, error: clash });
            continue;
        }
        try {
            const verdict = await gate(git, item, options.gate, secrets);
            const refused = verdict.kind === 'refused';
            const fix = refused ? undefined : await fixOf(item, options, verdict.review);
            const record = refused
                ? refusedRecord(item, verdict.reason, options.maxAttempts, prdRel)
                : statusRecordOf(bundle, story, fix?.prUrl);
            await (0,status_commit/* applyStatus */.Th)(options, record);
            records.push(record);
            storiesTaken.set(story.id, dir);
            if (refused) {
                results.push({ kind: 'gated', dir, story, verdict });
                continue;
            }
            for (const path of item.paths)
                pathsTaken.set(path, story.id);
            const review = verdict.review;
            results.push({ kind: 'published', dir, story, bundle, review, ...(fix ? { fix } : {}) });
        }
        catch (error) {
            const failed = error instanceof Error ? error : new Error(String(error));
            results.push({ kind: 'failed', dir, story, error: failed });
        }
    }
    const commit = records.length === 0
        ? undefined
        : await (0,status_commit/* commitStatuses */.ur)(options, records, statusMessage(records), options.identity);
    return { results, records, commit };
}
/** A verified bundle that cannot be published beside an earlier one of the same run. */
class PublishClashError extends Error {
    path;
    first;
    constructor(message, 
    /** Undefined when both are bundles of one story. */
    path, first) {
        super(message);
        this.path = path;
        this.first = first;
        this.name = 'PublishClashError';
    }
}
/** Two such fixes would be conflicting branches; two such reports, one overwriting the other. */
function clashingPath(paths, claimed) {
    for (const path of paths)
        for (const [other, story] of claimed)
            if (path === other || path.startsWith(`${other}/`) || other.startsWith(`${path}/`))
                return { path, story };
    return undefined;
}
function clashWithEarlier({ story, paths }, storiesTaken, pathsTaken) {
    const sameStory = storiesTaken.get(story.id);
    if (sameStory !== undefined)
        return new PublishClashError(`another bundle of '${story.id}' (${sameStory}) was published first in this run; ` +
            'a story takes one outcome per publish', undefined, story.id);
    const clash = clashingPath(paths, pathsTaken);
    if (clash === undefined)
        return undefined;
    return new PublishClashError(`writes ${clash.path}, as '${clash.story}' does, published first in this run (priority ` +
        `order): the two would conflict. Run '${story.id}' again once the change of ` +
        `'${clash.story}' is on the branch.`, clash.path, clash.story);
}
/**
 * A refused bundle's attempt, recorded as failed: none of its parts (its events included, they
 * may hold what was found) is written; the events are the publish job's own.
 */
function refusedRecord({ story, bundle }, reason, maxAttempts, prdRel, now = new Date()) {
    const change = (0,transition/* transition */.kY)(story, { kind: 'fail', reason }, maxAttempts, now);
    const run = (0,run_id/* newRunId */.F)(now);
    const attempt = bundle.manifest.attempt;
    const base = { story: story.id, attempt };
    const bodies = [
        { event: 'run_start', mode: story.mode, prd: prdRel, head: bundle.manifest.base },
        { event: 'story_start', ...base },
        { event: 'story_fail', ...base, reason },
        ...(change.status === 'skipped'
            ? [{ event: 'story_skip', ...base, reason: change.patch.skip_reason ?? reason }]
            : []),
        { event: 'run_end', steps: 1 }
    ];
    const ts = now.toISOString();
    const events = bodies.map((body, i) => JSON.stringify({ v: 1, ts, run, seq: i + 1, ...body }));
    const skipped = change.status === 'skipped' ? `, skipped after ${attempt} attempts` : '';
    return {
        storyId: story.id,
        before: bundle.change.before,
        after: { ...bundle.change.before, ...change.patch },
        events: events.join('\n') + '\n',
        files: [],
        message: `ralph: ${story.id} refused at publish (${reason}, attempt ${attempt}${skipped})`
    };
}
async function fixOf(item, options, review) {
    const { bundle, story, tree } = item;
    const { outcome, manifest } = bundle;
    if (outcome.kind !== 'pass' || story.mode !== 'fixing')
        return undefined;
    const published = asPublished(outcome, item);
    const fix = await options.fix({ story, outcome: published, tree, base: manifest.base, review });
    options.log(`${fix.branch}: ${fix.kind} at ${fix.sha}${fix.prUrl ? `, ${fix.prUrl}` : ''}`);
    return fix;
}
function decidedAtHead(bundle, head) {
    if (head === undefined)
        return `'${bundle.manifest.story}' is no longer in the PRD at HEAD`;
    const withoutPr = (fields) => JSON.stringify({ ...fields, pr_url: null });
    const now = withoutPr((0,status_commit/* ownedFields */.zu)(head));
    if (now === withoutPr(bundle.change.after))
        return 'this bundle is already published on the branch';
    if (now !== withoutPr(bundle.change.before))
        return `the branch already recorded another outcome of '${head.id}' (a re-run)`;
    return undefined;
}
async function headStories(git, prdRel) {
    const text = await git.fileAt('HEAD', prdRel);
    const loaded = text === undefined ? undefined : (0,prd/* parsePrdText */.f)(text, `${prdRel} at HEAD`);
    if (loaded?.kind !== 'ok')
        throw new Error(`${prdRel} at HEAD is missing or invalid; run 'ralph validate' on it.`);
    return new Map(loaded.prd.stories.map(story => [story.id, story]));
}
/** The status commit writes the PRD and the log from the work tree: they must be HEAD's. */
async function requireCleanStatusFiles(git, prdRel) {
    if (!(await git.isClean([prdRel, events/* EVENTS_LOG */.dU])))
        throw new Error(`${prdRel} or ${events/* EVENTS_LOG */.dU} has uncommitted changes; publish writes both into a status ` +
            "commit from HEAD's state. Commit or restore them first (git restore -- " +
            `${prdRel} ${events/* EVENTS_LOG */.dU}).`);
}
/** A fixing story's report goes to its branch with the fix; audit and linting reports to the base. */
function statusRecordOf(bundle, story, prUrl) {
    const { outcome, change } = bundle;
    const report = outcome.kind === 'pass' && bundle.report !== undefined && story.mode !== 'fixing'
        ? [{ path: outcome.reportPath, bytes: bundle.report }]
        : [];
    return {
        storyId: outcome.story,
        before: change.before,
        after: prUrl === undefined ? change.after : { ...change.after, pr_url: prUrl },
        events: bundle.events,
        files: report,
        message: (0,status_commit/* statusLine */.Bs)(outcome)
    };
}
function statusMessage(records) {
    if (records.length === 1)
        return `${records[0]?.message ?? ''}\n\nPublished from a result bundle.\n`;
    return (`ralph: ${records.length} stories published\n\n` +
        records.map(record => `- ${record.message.replace(/^ralph: /, '')}`).join('\n') +
        '\n');
}

// EXTERNAL MODULE: ./src/action/fix.ts + 2 modules
var action_fix = __webpack_require__(7379);
// EXTERNAL MODULE: ./src/settings/step.ts
var step = __webpack_require__(9363);
// EXTERNAL MODULE: ./src/action/result.ts
var action_result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
// EXTERNAL MODULE: ./src/action/step-report.ts
var step_report = __webpack_require__(365);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/loop/plan/status.ts
var plan_status = __webpack_require__(7328);
;// CONCATENATED MODULE: ./src/action/publish.ts
/**
 * `command: publish`, the two-job flow's publish job (no agent runs here): the bundles verified
 * against this checkout become fix branches, pull requests and one status commit.
 */
















async function runPublish(settings, context) {
    const cwd = context.workspace;
    const repo = new repository.Repository(cwd);
    await repo.requireWorkTree();
    const baseBranch = await (0,step_session/* checkOutBase */.y2)(cwd, settings.baseBranch);
    const top = (0,external_node_fs_.realpathSync)((await repo.paths()).top);
    const prdRel = (0,external_node_path_.relative)(top, (0,external_node_path_.resolve)(cwd, settings.prd)).split(external_node_path_.sep).join('/');
    const dirs = bundleDirs((0,external_node_path_.resolve)(cwd, settings.bundlePath));
    const identity = await repo.identity();
    const remote = new repository.Repository(top, {
        auth: { token: settings.githubToken, serverUrl: context.serverUrl }
    });
    const shipping = { remote, baseBranch, settings, identity, context };
    const prErrors = [];
    const fix = async (request) => {
        const { pr, error, ...shipped } = await (0,action_fix/* shipFix */.q)({ ...shipping, ...request });
        if (error)
            prErrors.push(`${request.story.id}: ${(0,action_result/* describeError */.U)(error)}`);
        return { ...shipped, ...(pr ? { prUrl: pr.url } : {}) };
    };
    const run = await publishBundles(dirs, {
        ...settings,
        top,
        prdRel,
        protect: (0,step/* protectedGlobs */.uo)(settings),
        identity,
        fix,
        log: core/* info */.pq,
        env: process.env
    });
    const problems = run.results.flatMap(result => annotate(result, cwd));
    const push = await pushStatus(settings.push, { top, prdRel }, baseBranch, run, identity, remote);
    setOutputs(run);
    await summarize(run, push.note, await (0,prd/* loadPrd */.V)(prdRel, (0,external_node_path_.join)(top, prdRel)));
    problems.push(...prErrors, ...(push.error ? [push.error] : []));
    if (problems.length > 0)
        throw new Error(problems.join('\n'));
}
/** A folder with a manifest is one bundle; otherwise each subfolder with one is. */
function bundleDirs(path) {
    if (!(0,external_node_fs_.existsSync)(path) || !(0,external_node_fs_.statSync)(path).isDirectory())
        throw new Error(`The bundle folder ${path} does not exist. Set 'bundle-path' to where ` +
            'actions/download-artifact put the agent job’s bundle.');
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, bundle_bundle/* MANIFEST */.e0)))
        return [path];
    const dirs = (0,external_node_fs_.readdirSync)(path)
        .sort()
        .map(name => (0,external_node_path_.join)(path, name))
        .filter(dir => (0,external_node_fs_.statSync)(dir).isDirectory() && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, bundle_bundle/* MANIFEST */.e0)));
    if (dirs.length === 0)
        throw new Error(`No result bundle in ${path}: neither it nor a folder inside it has a ${bundle_bundle/* MANIFEST */.e0}.`);
    return dirs;
}
/** Annotates a bundle that did not publish; returns the job's message for one that fails it. */
function annotate(result, cwd) {
    const refused = `Bundle ${result.dir} refused, nothing of it published`;
    switch (result.kind) {
        case 'refused': {
            const file = (0,external_node_path_.relative)(cwd, result.error.file);
            core/* error */.z3(result.error.message, {
                file: file.startsWith('..') ? result.error.file : file.split(external_node_path_.sep).join('/'),
                title: 'Result bundle refused'
            });
            return [`${refused}: ${result.error.message}`];
        }
        case 'violation':
            for (const v of result.violations)
                core/* error */.z3(`${v.path}: ${v.detail}`, {
                    file: v.path,
                    title: `Outside the scope of ${result.story.id} (bundle refused)`
                });
            return [
                `${refused}: ${result.story.id} writes outside its scope: ` +
                    result.violations.map(v => v.path).join(', ')
            ];
        case 'gated':
            core/* error */.z3(refusalText(result.verdict), {
                title: `${result.story.id} refused before publishing (${result.verdict.reason})`
            });
            return [`${refused}; attempt recorded as failed: ${refusalText(result.verdict)}`];
        case 'skipped':
            core/* notice */.lm(`${result.story.id}: skipped, ${result.why}`);
            return [];
        case 'failed':
            if (result.error instanceof PublishClashError)
                core/* error */.z3(result.error.message, {
                    file: result.error.path,
                    title: `${result.story.id} not published beside ${result.error.first}`
                });
            return [`${result.story.id} could not be published: ${(0,action_result/* describeError */.U)(result.error)}`];
        case 'published':
            return [];
    }
}
async function pushStatus(push, layout, branch, run, identity, remote) {
    if (run.commit === undefined)
        return { note: 'Nothing new to record; nothing was pushed.' };
    if (!push)
        return { note: `The status commit stays on the local branch \`${branch}\` (push: false).` };
    try {
        const pushed = await remote.pushWithRetry({
            branch,
            rebuild: async (fresh) => {
                core/* info */.pq(`${branch} moved to ${fresh}; recording the bundles again on it`);
                await (0,status_commit/* recordAgain */.K6)(layout, run.records, statusMessage(run.records), identity);
            }
        });
        if (pushed.kind === 'pushed')
            return { note: `Status commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`.` };
        return {
            note: `The push to \`${branch}\` was rejected: ${pushed.detail}.`,
            error: `The push of the status commit to ${branch} was rejected: ${pushed.detail}.`
        };
    }
    catch (error) {
        return {
            note: `The status commit was not pushed to \`${branch}\`.`,
            error: (0,action_result/* describeError */.U)(error)
        };
    }
}
function setOutputs(run) {
    const published = run.results.filter(r => r.kind === 'published');
    // A bundle the gate refused is recorded too, as a failed attempt.
    const recorded = run.results.filter(r => r.kind === 'published' || r.kind === 'gated');
    const last = recorded[recorded.length - 1];
    const fix = published.findLast(r => r.fix)?.fix;
    core/* setOutput */.uH('story-id', recorded.map(r => r.story.id).join(','));
    const passed = last?.kind === 'published' && last.bundle.outcome.kind === 'pass';
    core/* setOutput */.uH('result', last === undefined ? 'none' : passed ? 'passed' : 'failed');
    core/* setOutput */.uH('pr-url', fix?.prUrl ?? '');
    core/* setOutput */.uH('pull-request-branch', fix?.branch ?? '');
    core/* setOutput */.uH('pull-request-head-sha', fix?.sha ?? '');
    (0,step_report/* setUsageOutputs */.cT)(published.map(r => r.bundle.outcome.agent.usage));
}
function summaryDetail(result) {
    switch (result.kind) {
        case 'refused':
        case 'failed':
            return result.error.message;
        case 'violation':
            return result.violations.map(v => v.path).join(', ');
        case 'skipped':
            return result.why;
        case 'gated':
            return `${refusalText(result.verdict)} The attempt is recorded as failed.`;
        case 'published': {
            const made = result.fix?.prUrl ?? result.fix?.branch ?? result.bundle.outcome.kind;
            const review = result.review.map(file => `${file.path} (${file.what})`).join(', ');
            return review === '' ? made : `${made}; for review (draft, ralph:review): ${review}`;
        }
    }
}
/** The PRD's state after the publish as a chart, then a row per bundle. */
async function summarize(run, note, prd) {
    const moves = run.results
        .filter(r => r.kind === 'published')
        .map(({ story, bundle: { outcome } }) => ({
        storyId: story.id,
        result: (0,step_report/* resultOf */.Bg)(outcome),
        attempt: outcome.attempt
    }));
    const chart = prd.kind === 'ok' ? (0,summary/* prdChart */.z_)((0,plan_status/* storyRows */.h)(prd.prd), moves) : '';
    const rows = run.results.map(result => {
        const story = result.kind === 'refused' ? '' : result.story.id;
        const detail = summaryDetail(result);
        const usage = result.kind === 'published' ? (0,summary/* usageCell */.QZ)(result.bundle.outcome.agent.usage) : '';
        return `| ${story} | ${result.kind} | ${(0,summary/* cell */.Hn)(detail)} | ${usage} |`;
    });
    const markdown = [
        '## Ralph publish',
        '',
        chart,
        '| Story | Bundle | Detail | Usage |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        note,
        ''
    ].join('\n');
    await (0,action_result/* writeSummary */.S)(markdown);
}


/***/ })

};
