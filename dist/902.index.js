export const id = 902;
export const ids = [902];
export const modules = {

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createLlmClient: () => (/* binding */ createLlmClient)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _llm_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2354);
/**
 * The one client for the model server (llm-request.ts): a timeout per request, retries with
 * backoff where the failure is transient (timeouts, 5xx, 429), a health check before a batch.
 */


const HEALTH_TIMEOUT_MS = 10_000;
function createLlmClient(settings, fetchImpl = fetch) {
    const endpoint = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLlmUrl */ .aw)(settings.url);
    const retries = settings.retries ?? 2;
    const backoffMs = settings.backoffMs ?? 1_000;
    const attempt = async (body) => {
        let response;
        try {
            response = await fetchImpl(endpoint.url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
                signal: AbortSignal.timeout(settings.timeoutMs)
            });
        }
        catch (error) {
            const reason = `${endpoint.url}: ${describeTransport(error, settings.timeoutMs)}`;
            return { kind: isTimeout(error) ? 'retry' : 'fatal', reason };
        }
        const raw = await response.text().catch(() => '');
        if (!response.ok) {
            const hint = response.status === 404 ? ` (run \`ollama pull ${settings.model}\`)` : '';
            const reason = `${endpoint.url} answered ${response.status}: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(raw)}${hint}`;
            return { kind: response.status >= 500 || response.status === 429 ? 'retry' : 'fatal', reason };
        }
        let parsed;
        try {
            parsed = JSON.parse(raw);
        }
        catch {
            return { kind: 'fatal', reason: `${endpoint.url} did not answer JSON: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(raw)}` };
        }
        const text = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .answerText */ .yy)(endpoint.style, parsed);
        if (text === undefined)
            return {
                kind: 'fatal',
                reason: `${endpoint.url} answered in an unexpected shape for ${endpoint.style}`
            };
        return { kind: 'text', text };
    };
    return {
        endpoint,
        model: settings.model,
        async complete(input) {
            const body = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .requestBody */ .IO)(endpoint.style, { ...input, model: settings.model });
            let last = '';
            for (let n = 1; n <= retries + 1; n++) {
                if (n > 1)
                    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(backoffMs * 2 ** (n - 2));
                const result = await attempt(body);
                if (result.kind === 'text')
                    return { kind: 'text', text: result.text, attempts: n };
                last = result.reason;
                if (result.kind === 'fatal')
                    return { kind: 'failed', reason: last, attempts: n };
            }
            return {
                kind: 'failed',
                reason: `${last} (gave up after ${retries + 1} attempts)`,
                attempts: retries + 1
            };
        },
        health: () => checkHealth(endpoint, settings.model, fetchImpl)
    };
}
async function checkHealth(endpoint, model, fetchImpl) {
    const url = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .modelsUrl */ .MD)(endpoint);
    const unreachable = (why) => ({
        kind: 'unreachable',
        message: `The model server at ${endpoint.base} is not usable (${why}). Start it with \`ollama serve\` ` +
            `and run \`ollama pull ${model}\`.`
    });
    let response;
    try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    }
    catch (error) {
        return unreachable(describeTransport(error, HEALTH_TIMEOUT_MS));
    }
    const raw = await response.text().catch(() => '');
    if (!response.ok)
        return unreachable(`GET ${url} answered ${response.status}: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(raw)}`);
    let models;
    try {
        models = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .modelNames */ .ci)(endpoint, JSON.parse(raw));
    }
    catch {
        return unreachable(`GET ${url} did not answer JSON`);
    }
    if ((0,_llm_request_js__WEBPACK_IMPORTED_MODULE_1__/* .hasModel */ .ec)(models, model))
        return { kind: 'ready', models };
    return {
        kind: 'model-missing',
        models,
        message: `Model ${model} is not installed at ${endpoint.base}; run \`ollama pull ${model}\` ` +
            `(installed: ${models.length === 0 ? 'none' : models.join(', ')}).`
    };
}
function describeTransport(error, timeoutMs) {
    if (isTimeout(error))
        return `no answer within ${timeoutMs / 1000} s`;
    const cause = error.cause;
    if (cause?.code === 'ECONNREFUSED')
        return 'connection refused: nothing listens there';
    return cause?.message ?? (error instanceof Error ? error.message : String(error));
}
function isTimeout(error) {
    const name = error?.name;
    return name === 'TimeoutError' || name === 'AbortError';
}


/***/ })

};
