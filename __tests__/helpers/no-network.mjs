// Preload (`node --import`) that makes every network attempt throw: the stand-in for
// `unshare -n` where network namespaces are not available. Worker threads inherit it.
import dns from 'node:dns'
import net from 'node:net'

const refuse = what => () => {
  throw new Error(`network disabled in this test: ${what}`)
}
net.Socket.prototype.connect = refuse('net.Socket.connect')
dns.lookup = refuse('dns.lookup')
dns.promises.lookup = refuse('dns.promises.lookup')
globalThis.fetch = refuse('fetch')
