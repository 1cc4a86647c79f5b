#!/usr/bin/env node
import { cleanStart, ralphStartsAgent } from '../lib/secrets/reexec.js'

// First of all: on Node 24 a command that starts an agent re-executes with its secrets out of /proc.
cleanStart(ralphStartsAgent(process.argv.slice(2)))
const { main } = await import('../lib/cli/ralph.js')
process.exitCode = await main(process.argv.slice(2))
