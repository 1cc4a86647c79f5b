/** The precompiled schema validators in src/schemas/ are generated from schemas/ and kept in step. */
import { readFileSync } from 'node:fs'
import { SPECS, validatorModule, validatorPath } from '../../scripts/build-validators.js'

describe('precompiled validators', () => {
  it.each(Object.keys(SPECS))(
    'src/schemas/validate-%s.ts matches its schema (else run `npm run validators`)',
    name => {
      expect(readFileSync(validatorPath(name), 'utf8')).toBe(validatorModule(name))
    }
  )
})
