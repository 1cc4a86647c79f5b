import './lib/cli/commands/index.js'
