#!/usr/bin/env node
// The bundled src/cli/ralph-entry.ts (scripts/bundle-cli.mjs, built at `prepare`).
import '../lib/bundle/ralph/ralph-entry.js'
