#!/usr/bin/env node
import '../lib/cli/pdf-rename-bin.js'
