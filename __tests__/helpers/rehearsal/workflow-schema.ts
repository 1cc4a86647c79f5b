/**
 * @actions/workflow-parser imports its schema as `import … from "../workflow-v1.0.min.json"`,
 * without `with { type: 'json' }` (actions/languageservices#387): Node refuses that, Jest warns
 * and will refuse in its next major. jest.config.js maps that one import to this module.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../fixtures.js'

const file = join(PROJECT_ROOT, 'node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json')
export default JSON.parse(readFileSync(file, 'utf8')) as unknown
