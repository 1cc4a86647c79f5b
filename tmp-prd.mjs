import './lib/loop/prd/prd.js'
