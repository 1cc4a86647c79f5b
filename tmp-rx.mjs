import './lib/secrets/reexec.js'
