#!/usr/bin/env node
import { cleanStart } from '../lib/secrets/reexec.js'

// First of all: on Node 24 this re-executes ralph with its secrets out of /proc.
cleanStart()
const { main } = await import('../lib/cli/ralph.js')
process.exitCode = await main(process.argv.slice(2))
