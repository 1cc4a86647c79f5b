export const id = 511;
export const ids = [511];
export const modules = {

/***/ 9511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bundleDirs: () => (/* binding */ bundleDirs),
  runPublish: () => (/* binding */ runPublish)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/repository.ts + 12 modules
var repository = __webpack_require__(5500);
// EXTERNAL MODULE: ./src/loop/bundle/bundle.ts + 1 modules
var bundle_bundle = __webpack_require__(7412);
// EXTERNAL MODULE: ./src/loop/bundle/gate.ts
var gate = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 3 modules
var prd = __webpack_require__(5760);
// EXTERNAL MODULE: ./src/loop/record/events.ts + 1 modules
var record_events = __webpack_require__(6245);
// EXTERNAL MODULE: ./src/loop/record/status-commit.ts
var status_commit = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/loop/transition.ts
var transition = __webpack_require__(6035);
// EXTERNAL MODULE: ./src/loop/bundle/pr-body.ts
var pr_body = __webpack_require__(22);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var plan_paths = __webpack_require__(8472);
;// CONCATENATED MODULE: ./src/loop/bundle/public-texts.ts
/**
 * Everything a publish would make public from one bundle, as text to scan: what its patch
 * adds (file and line; the report is among them, and verify checked the report part is the
 * same bytes), the new content of files it changes as binary, the agent's last message, the
 * event lines of the status commit, and the pull request's title and body.
 */





async function publicTexts(top, item) {
    const { bundle, story, tree, paths } = item;
    const { texts, binary } = (0,gate/* patchAdditions */.UC)((0,external_node_fs_.readFileSync)(bundle.patchFile, 'utf8'));
    // With binary content, every changed path without added text lines is read whole from the
    // tree git applied, by the paths git reports (not the patch's headers, which a forger writes).
    const read = binary ? paths.filter(path => !texts.some(text => text.place === path)) : [];
    const repo = new repository/* Repository */.LN(top);
    for (const path of read)
        texts.push({ place: path, text: (await repo.fileAt(tree, path)) ?? '' });
    const { outcome, manifest } = bundle;
    if (outcome.agent.lastMessage)
        texts.push({ place: 'last message', text: outcome.agent.lastMessage });
    texts.push({ place: 'events.jsonl', text: bundle.events });
    const pr = (0,pr_body/* pullRequestBody */.NF)({
        story,
        writes: paths,
        reportPath: (0,plan_paths/* createdPath */.gL)(story) ?? '',
        attempt: manifest.attempt,
        branch: '',
        base: { branch: '', sha: manifest.base },
        head: '',
        runUrl: undefined,
        agent: outcome.agent
    });
    texts.push({ place: 'pull request', text: `${(0,pr_body/* pullRequestTitle */.Zr)(story)}\n${pr}` });
    return texts;
}

// EXTERNAL MODULE: ./node_modules/@secretlint/core/module/index.js + 17 modules
var core_module = __webpack_require__(198);
// EXTERNAL MODULE: ./node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js
var secretlint_rule_preset_recommend_module = __webpack_require__(1577);
;// CONCATENATED MODULE: ./src/loop/bundle/secret-scan.ts
/**
 * Secrets in what a publish would make public: secretlint's recommended rules (token shapes of
 * GitHub, OpenAI, Anthropic, AWS, private key blocks, …) plus the exact values of variables
 * the publish job names. A hit names the rule and the place, never the value.
 */


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

// EXTERNAL MODULE: ./src/loop/types.ts
var types = __webpack_require__(6539);
;// CONCATENATED MODULE: ./src/loop/bundle/story-change.ts
/**
 * What a bundle may say happened to its story: exactly what a transition writes (pass, or one
 * more failed attempt, maybe skipping the story), from the story as the base commit has it.
 * Pure; the publish side trusts nothing else the agent job wrote about the PRD.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Why `after` is not a transition of `before` for this outcome; undefined when it is. */
function storyChangeProblem(before, after, outcome) {
    const changed = types/* RUNNER_OWNED_FIELDS */.b.filter(key => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
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
    const skipFields = ['skipped', 'skip_reason', 'skipped_at'].filter(key => changed.includes(key));
    if (skipFields.length === 0)
        return undefined;
    if (after.skipped !== true ||
        typeof after.skip_reason !== 'string' ||
        typeof after.skipped_at !== 'string' ||
        !ISO.test(after.skipped_at))
        return "a skip must set 'skipped' to true with a 'skip_reason' and an ISO 8601 'skipped_at'";
    return undefined;
}

;// CONCATENATED MODULE: ./src/loop/bundle/verify.ts
/**
 * The publish side's checks of one bundle, against this checkout and never the bundle's word:
 * the base commit is an ancestor of the branch tip; the story is the one the base commit's PRD
 * selects (or the one the workflow names); the PRD change is a transition of that story; and
 * every path the patch touches, applied to the base commit by git, is inside the story's scope
 * as the base commit's PRD has it, and outside the protected paths.
 */










/** Throws BundleError when the bundle does not fit this checkout; violations are a result. */
async function verifyBundle(cwd, bundle, policy) {
    const { manifest } = bundle;
    const manifestFile = (0,external_node_path_.join)(bundle.dir, bundle_bundle/* MANIFEST */.e0);
    const git = new repository/* Repository */.LN(cwd);
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
    const violations = scopeViolations(story, changes, policy);
    if (violations.length > 0)
        return { kind: 'violation', bundle, story, violations };
    await checkWrites(git, bundle, story, applied.tree, changes);
    return { kind: 'verified', bundle, story, tree: applied.tree, changes };
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
    const loaded = (0,prd/* parsePrdText */.fX)(text, label);
    if (loaded.kind !== 'ok') {
        const problems = loaded.kind === 'missing' ? [loaded.problem] : loaded.problems;
        throw new bundle_bundle/* BundleError */.rJ(label, problems[0]?.pointer ?? '', problems[0]?.message ?? 'invalid');
    }
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
function scopeViolations(story, changes, policy) {
    const result = (0,scope/* classifyWrites */.Lo)(changes.map(change => ({
        path: change.path,
        ...(change.linkTarget !== undefined
            ? { link: { target: change.linkTarget, inside: true } }
            : {})
    })), {
        mode: story.mode,
        scope: story.scope,
        reportPath: (0,plan_paths/* createdPath */.gL)(story) ?? '',
        ...(0,scope/* protection */.sc)(policy.prdRel, policy.protect)
    });
    return result.kind === 'violation' ? result.violations : [];
}
/** A pass carries its report in the patch and as a part, the same bytes; a failure writes nothing. */
async function checkWrites(git, bundle, story, tree, changes) {
    if (bundle.outcome.kind === 'fail') {
        if (changes.length > 0)
            throw new bundle_bundle/* BundleError */.rJ(bundle.patchFile, '', `a failed attempt publishes no writes, yet the patch touches ${changes.map(c => c.path).join(', ')}`);
        return;
    }
    const reportPath = (0,plan_paths/* createdPath */.gL)(story) ?? '';
    const inTree = await git.blobAt(tree, reportPath);
    const part = await git.blobIdOf(bundle.report ?? Buffer.alloc(0));
    if (inTree !== part)
        throw new bundle_bundle/* BundleError */.rJ((0,external_node_path_.join)(bundle.dir, 'report'), '', `differs from '${reportPath}' as the patch writes it (or the patch does not write it)`);
}

;// CONCATENATED MODULE: ./src/loop/bundle/publish.ts
/**
 * Publishing bundles into a checkout, shared by `ralph publish` and `command: publish`: read
 * and verify each, skip those whose story the branch already decided, make each passing fix
 * its branch (through the shell's hook: a local branch, or a pushed one with its pull
 * request), then write every status into one status commit. No agent code runs here.
 */













/** Verifies, then publishes every verified bundle in priority order; one status commit. */
async function publishBundles(dirs, options) {
    const { top, policy } = options;
    const secrets = (0,gate/* namedSecrets */.pr)(options.gate.secretEnv, options.env);
    await requireCleanStatusFiles(top, policy.prdRel);
    const results = [];
    const ready = [];
    for (const dir of dirs) {
        const checked = await check(top, dir, policy);
        if (checked.kind === 'ready')
            ready.push(checked);
        else
            results.push(checked);
    }
    ready.sort((a, b) => (0,plan_select/* compareStories */.HH)(a.story, b.story));
    const atHead = await headStories(top, policy.prdRel);
    const records = [];
    const claims = { stories: new Map(), paths: new Map() };
    const layout = { top, prdRel: policy.prdRel };
    for (const item of ready) {
        const skip = decidedAtHead(item.bundle, atHead.get(item.story.id));
        if (skip !== undefined) {
            options.log(`${item.story.id}: skipped, ${skip}`);
            results.push({ kind: 'skipped', dir: item.dir, story: item.story, why: skip });
            continue;
        }
        const clash = clashWithEarlier(item, claims);
        if (clash !== undefined) {
            results.push({ kind: 'failed', dir: item.dir, story: item.story, error: clash });
            continue;
        }
        try {
            const verdict = await publish_gate(top, item, options.gate, secrets);
            if (verdict.kind === 'refused') {
                const record = refusedRecord(item, verdict.reason, options.maxAttempts, policy.prdRel);
                await (0,status_commit/* applyStatus */.Th)(layout, record);
                records.push(record);
                claims.stories.set(item.story.id, item.dir);
                results.push({ kind: 'gated', dir: item.dir, story: item.story, verdict });
                continue;
            }
            const fix = await fixOf(item, options, verdict.review);
            const record = statusRecordOf(item.bundle, item.story, fix?.prUrl);
            await (0,status_commit/* applyStatus */.Th)(layout, record);
            records.push(record);
            claims.stories.set(item.story.id, item.dir);
            for (const path of item.paths)
                claims.paths.set(path, item.story.id);
            const { dir, story, bundle } = item;
            const review = verdict.review;
            results.push({ kind: 'published', dir, story, bundle, review, ...(fix ? { fix } : {}) });
        }
        catch (error) {
            const failed = error instanceof Error ? error : new Error(String(error));
            results.push({ kind: 'failed', dir: item.dir, story: item.story, error: failed });
        }
    }
    const commit = records.length === 0
        ? undefined
        : await (0,status_commit/* commitStatuses */.ur)(layout, records, statusMessage(records), options.identity);
    return { results, records, commit };
}
/** A verified bundle that cannot be published beside an earlier one of the same run. */
class PublishClashError extends Error {
    path;
    first;
    constructor(message, 
    /** The path both write; undefined when both are bundles of one story. */
    path, 
    /** The story published first. */
    first) {
        super(message);
        this.path = path;
        this.first = first;
        this.name = 'PublishClashError';
    }
}
/**
 * The path of `paths` that an earlier claim also writes (the same path, or one a folder of
 * the other), with that claim's story. Two such fixes would be two branches that conflict
 * with each other; two such reports, one overwriting the other in the status commit.
 */
function clashingPath(paths, claimed) {
    for (const path of paths) {
        for (const [other, story] of claimed) {
            if (path === other || path.startsWith(`${other}/`) || other.startsWith(`${path}/`))
                return { path, story };
        }
    }
    return undefined;
}
function clashWithEarlier(item, claims) {
    const { story } = item;
    const sameStory = claims.stories.get(story.id);
    if (sameStory !== undefined)
        return new PublishClashError(`another bundle of '${story.id}' (${sameStory}) was published first in this run; ` +
            'a story takes one outcome per publish', undefined, story.id);
    const clash = clashingPath(item.paths, claims.paths);
    if (clash === undefined)
        return undefined;
    return new PublishClashError(`writes ${clash.path}, as '${clash.story}' does, published first in this run (priority ` +
        `order): the two would conflict. Run '${story.id}' again once the change of ` +
        `'${clash.story}' is on the branch.`, clash.path, clash.story);
}
async function check(top, dir, policy) {
    try {
        const bundle = (0,bundle_bundle/* readBundle */.Bo)(dir);
        const verified = await verifyBundle(top, bundle, policy);
        if (verified.kind === 'violation')
            return { kind: 'violation', dir, story: verified.story, violations: verified.violations };
        const paths = verified.changes.map(change => change.path);
        return { kind: 'ready', dir, story: verified.story, bundle, tree: verified.tree, paths };
    }
    catch (error) {
        if (error instanceof bundle_bundle/* BundleError */.rJ)
            return { kind: 'refused', dir, error };
        throw error;
    }
}
/** Size first (a huge patch is not read), then secrets, then the files that steer later runs. */
async function publish_gate(top, item, settings, secrets) {
    const { bundle, story, paths } = item;
    const sized = (0,gate/* sizeVerdict */.P1)((0,external_node_fs_.statSync)(bundle.patchFile).size, paths.length, settings);
    if (sized)
        return sized;
    const hits = await scanSecrets(await publicTexts(top, item), secrets);
    const fixBranch = bundle.outcome.kind === 'pass' && story.mode === 'fixing';
    return ((0,gate/* secretVerdict */.eh)(hits) ?? (0,gate/* steeringVerdict */.V$)((0,scope/* steeringFiles */.nF)(paths), settings.protectedFiles, fixBranch));
}
/**
 * A refused bundle's attempt, recorded as failed: none of its parts (its events included, they
 * may hold what was found) is written; the events are the publish job's own.
 */
function refusedRecord(item, reason, maxAttempts, prdRel, now = new Date()) {
    const { story, bundle } = item;
    const change = (0,transition/* transition */.kY)(story, { kind: 'fail', reason }, maxAttempts, now);
    const run = (0,record_events/* newRunId */.F$)(now);
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
    if (bundle.outcome.kind !== 'pass' || story.mode !== 'fixing')
        return undefined;
    const fix = await options.fix({ story, bundle, tree, base: bundle.manifest.base, review });
    options.log(`${fix.branch}: ${fix.kind} at ${fix.sha}${fix.prUrl ? `, ${fix.prUrl}` : ''}`);
    return fix;
}
/**
 * Undefined when the story at HEAD is as the bundle found it; else why it is skipped: the
 * bundle was published already, or another run decided the story meanwhile.
 */
function decidedAtHead(bundle, head) {
    if (head === undefined)
        return `'${bundle.manifest.story}' is no longer in the PRD at HEAD`;
    const now = JSON.stringify(withoutPr((0,status_commit/* ownedFields */.zu)(head)));
    const before = JSON.stringify(withoutPr(bundle.change.before));
    if (now === JSON.stringify(withoutPr(bundle.change.after)))
        return 'this bundle is already published on the branch';
    if (now !== before)
        return `the branch already recorded another outcome of '${head.id}' (a re-run)`;
    return undefined;
}
function withoutPr(fields) {
    return { ...fields, pr_url: null };
}
async function headStories(top, prdRel) {
    const text = await new repository/* Repository */.LN(top).fileAt('HEAD', prdRel);
    const loaded = text === undefined ? undefined : (0,prd/* parsePrdText */.fX)(text, `${prdRel} at HEAD`);
    if (loaded?.kind !== 'ok')
        throw new Error(`${prdRel} at HEAD is missing or invalid; run 'ralph validate' on it.`);
    return new Map(loaded.prd.stories.map(story => [story.id, story]));
}
/** The status commit writes the PRD and the log from the work tree: they must be HEAD's. */
async function requireCleanStatusFiles(top, prdRel) {
    if (!(await new repository/* Repository */.LN(top).isClean([prdRel, record_events/* EVENTS_LOG */.dU])))
        throw new Error(`${prdRel} or ${record_events/* EVENTS_LOG */.dU} has uncommitted changes; publish writes both into a status ` +
            "commit from HEAD's state. Commit or restore them first (git restore -- " +
            `${prdRel} ${record_events/* EVENTS_LOG */.dU}).`);
}
/** A fixing story's report goes to its branch with the fix; audit and linting reports to the base. */
function statusRecordOf(bundle, story, prUrl) {
    const { outcome, change } = bundle;
    const after = prUrl === undefined ? change.after : { ...change.after, pr_url: prUrl };
    const report = outcome.kind === 'pass' && bundle.report !== undefined && story.mode !== 'fixing'
        ? [{ path: outcome.reportPath, bytes: bundle.report }]
        : [];
    return {
        storyId: outcome.story,
        before: change.before,
        after,
        events: bundle.events,
        files: report,
        message: (0,status_commit/* statusLine */.Bs)(bundle.outcome)
    };
}
/** One story: its line; several: a count, then a line each. */
function statusMessage(records) {
    if (records.length === 1)
        return `${records[0]?.message ?? ''}\n\nPublished from a result bundle.\n`;
    return (`ralph: ${records.length} stories published\n\n` +
        records.map(record => `- ${record.message.replace(/^ralph: /, '')}`).join('\n') +
        '\n');
}

// EXTERNAL MODULE: ./src/action/fix.ts + 4 modules
var action_fix = __webpack_require__(8734);
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
;// CONCATENATED MODULE: ./src/loop/plan/status.ts


/** One row per story (of `mode`, when given), in selection order. */
function storyRows(prd, mode) {
    return prd.stories
        .filter(story => mode === undefined || story.mode === mode)
        .sort(plan_select/* compareStories */.HH)
        .map(story => ({
        id: story.id,
        priority: story.priority,
        mode: story.mode,
        status: (0,plan_select/* storyStatus */.Qx)(story),
        attempts: story.attempts ?? 0,
        title: story.title
    }));
}
const emptyTally = () => ({ open: 0, passing: 0, skipped: 0 });
/** Counts per status and per mode and status (only `mode`, when given). */
function statusCounts(prd, mode) {
    const modes = mode === undefined ? MODES : [mode];
    const counts = {
        total: 0,
        byStatus: emptyTally(),
        byMode: Object.fromEntries(modes.map(m => [m, emptyTally()]))
    };
    for (const row of storyRows(prd, mode)) {
        counts.total++;
        counts.byStatus[row.status]++;
        counts.byMode[row.mode][row.status]++;
    }
    return counts;
}

;// CONCATENATED MODULE: ./src/action/publish.ts
/**
 * `command: publish`, the publish job of the two-job flow: no agent runs here. Each result
 * bundle is verified against this checkout (see loop/bundle/verify.ts); the verified ones
 * become fix branches with pull requests and one status commit, pushed with the retry.
 */
















async function runPublish(settings, context) {
    const cwd = context.workspace;
    const repo = new repository/* Repository */.LN(cwd);
    await repo.requireWorkTree();
    const baseBranch = await (0,step_session/* checkOutBase */.y2)(cwd, settings.baseBranch);
    const top = (0,external_node_fs_.realpathSync)((await repo.paths()).top);
    const prdRel = (0,external_node_path_.relative)(top, (0,external_node_path_.resolve)(cwd, settings.prd)).split(external_node_path_.sep).join('/');
    const dirs = bundleDirs((0,external_node_path_.resolve)(cwd, settings.bundlePath));
    const identity = await new repository/* Repository */.LN(top).identity();
    const auth = { token: settings.githubToken, serverUrl: context.serverUrl };
    const prErrors = [];
    const fix = async ({ story, bundle, tree, base, review }) => {
        const outcome = bundle.outcome;
        if (outcome.kind !== 'pass')
            throw new Error(`${story.id} did not pass; it has no fix`);
        const shipped = await (0,action_fix/* shipFix */.q)({
            top,
            story,
            outcome,
            baseBranch,
            settings,
            identity,
            context,
            patched: { tree, base },
            review
        });
        if (shipped.error)
            prErrors.push(`${story.id}: ${(0,action_result/* describeError */.Uc)(shipped.error)}`);
        return {
            branch: shipped.branch,
            sha: shipped.sha,
            kind: shipped.branchKind,
            ...(shipped.pr ? { prUrl: shipped.pr.url } : {})
        };
    };
    const run = await publishBundles(dirs, {
        top,
        policy: {
            prdRel,
            protect: (0,step/* protectedGlobs */.uo)(settings),
            stories: settings.stories
        },
        identity,
        fix,
        log: core/* info */.pq,
        gate: settings.gate,
        maxAttempts: settings.maxAttempts,
        env: process.env
    });
    annotate(run.results, cwd);
    const pushNote = await pushStatus(settings, top, baseBranch, prdRel, run, identity, auth);
    setOutputs(run);
    await summarize(run, pushNote.note, await (0,prd/* loadPrd */.V8)(prdRel, (0,external_node_path_.join)(top, prdRel)));
    const problems = [
        ...run.results.flatMap(problemOf),
        ...prErrors,
        ...(pushNote.error ? [pushNote.error] : [])
    ];
    return problems.length === 0 ? action_result.OK : (0,action_result/* failed */.gz)(problems.join('\n'));
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
function annotate(results, cwd) {
    for (const result of results) {
        if (result.kind === 'refused')
            core/* error */.z3(result.error.message, {
                file: relativeTo(cwd, result.error.file),
                title: 'Result bundle refused'
            });
        else if (result.kind === 'violation')
            for (const v of result.violations)
                core/* error */.z3(`${v.path}: ${v.detail}`, {
                    file: v.path,
                    title: `Outside the scope of ${result.story.id} (bundle refused)`
                });
        else if (result.kind === 'gated')
            core/* error */.z3((0,gate/* refusalText */.Kw)(result.verdict), {
                title: `${result.story.id} refused before publishing (${result.verdict.reason})`
            });
        else if (result.kind === 'skipped')
            core/* notice */.lm(`${result.story.id}: skipped, ${result.why}`);
        else if (result.kind === 'failed' && result.error instanceof PublishClashError)
            core/* error */.z3(result.error.message, {
                ...(result.error.path !== undefined ? { file: result.error.path } : {}),
                title: `${result.story.id} not published beside ${result.error.first}`
            });
    }
}
function relativeTo(cwd, file) {
    const rel = (0,external_node_path_.relative)(cwd, file);
    return rel.startsWith('..') ? file : rel.split(external_node_path_.sep).join('/');
}
function problemOf(result) {
    switch (result.kind) {
        case 'refused':
            return [`Bundle ${result.dir} refused, nothing of it published: ${result.error.message}`];
        case 'violation':
            return [
                `Bundle ${result.dir} refused, nothing of it published: ${result.story.id} writes ` +
                    `outside its scope: ${result.violations.map(v => v.path).join(', ')}`
            ];
        case 'failed':
            return [`${result.story.id} could not be published: ${(0,action_result/* describeError */.Uc)(result.error)}`];
        case 'gated':
            return [
                `Bundle ${result.dir} refused, nothing of it published; attempt recorded as failed: ` +
                    (0,gate/* refusalText */.Kw)(result.verdict)
            ];
        default:
            return [];
    }
}
async function pushStatus(settings, top, branch, prdRel, run, identity, auth) {
    if (run.commit === undefined)
        return { note: 'Nothing new to record; nothing was pushed.' };
    if (!settings.push)
        return { note: `The status commit stays on the local branch \`${branch}\` (push: false).` };
    const layout = { top, prdRel };
    try {
        const pushed = await new repository/* Repository */.LN(top, { auth }).pushWithRetry({
            branch,
            rebuild: async (fresh) => {
                core/* info */.pq(`${branch} moved to ${fresh}; recording the bundles again on it`);
                for (const record of run.records)
                    await (0,status_commit/* applyStatus */.Th)(layout, record);
                await (0,status_commit/* commitStatuses */.ur)(layout, run.records, statusMessage(run.records), identity);
            }
        });
        if (pushed.kind === 'pushed')
            return {
                note: `Status commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`.`
            };
        return {
            note: `The push to \`${branch}\` was rejected: ${pushed.detail}.`,
            error: `The push of the status commit to ${branch} was rejected: ${pushed.detail}.`
        };
    }
    catch (error) {
        return {
            note: `The status commit was not pushed to \`${branch}\`.`,
            error: (0,action_result/* describeError */.Uc)(error)
        };
    }
}
function setOutputs(run) {
    const published = run.results.filter(r => r.kind === 'published');
    // A bundle the gate refused is recorded too, as a failed attempt.
    const recorded = run.results.filter(r => r.kind === 'published' || r.kind === 'gated');
    const last = recorded[recorded.length - 1];
    const fix = [...published].reverse().find(r => r.fix)?.fix;
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
            return `${(0,gate/* refusalText */.Kw)(result.verdict)} The attempt is recorded as failed.`;
        case 'published': {
            const made = result.fix?.prUrl ?? result.fix?.branch ?? result.bundle.outcome.kind;
            const review = result.review.map(file => `${file.path} (${file.what})`).join(', ');
            return review === '' ? made : `${made}; for review (draft, ralph:review): ${review}`;
        }
    }
}
/** The PRD's state after the publish as a chart, then a row per bundle. */
async function summarize(run, note, prd) {
    const moves = run.results.flatMap(r => r.kind === 'published'
        ? [
            {
                storyId: r.story.id,
                result: (0,step_report/* resultOf */.Bg)(r.bundle.outcome),
                attempt: r.bundle.outcome.attempt
            }
        ]
        : []);
    const chart = prd.kind === 'ok' ? (0,summary/* prdChart */.z_)(storyRows(prd.prd), moves) : '';
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
    await (0,action_result/* writeSummary */.Sy)(markdown);
}


/***/ })

};
