#!/usr/bin/env node
import '../lib/bundle/pdf-rename-bin.js'
