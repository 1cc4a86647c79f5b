#!/usr/bin/env node
import { cleanStart } from '../lib/secrets/reexec.js'
import { enableCompileCache } from '../lib/startup/compile-cache.js'
import { startsAgent } from '../lib/cli/commands/index.js'

// First of all: on Node 24 a command that starts an agent re-executes with its secrets out of /proc.
const agent = startsAgent(process.argv.slice(2))
cleanStart(agent)
enableCompileCache('cli', agent)
const { main } = await import('../lib/cli/ralph.js')
process.exitCode = await main(process.argv.slice(2))
