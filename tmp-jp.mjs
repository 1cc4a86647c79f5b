import 'jsonc-parser'
