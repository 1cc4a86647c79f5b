import 'picomatch'
