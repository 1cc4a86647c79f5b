#!/usr/bin/env node
import { main } from '../lib/cli/pdf-rename.js'

process.exitCode = await main(process.argv.slice(2))
