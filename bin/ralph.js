#!/usr/bin/env node
import { main } from '../lib/cli/ralph.js'

process.exitCode = await main(process.argv.slice(2))
