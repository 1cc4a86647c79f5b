const t0 = performance.now()
for (const s of process.argv.slice(2)) { const a = performance.now(); await import(s); console.log(s, (performance.now() - a).toFixed(1)) }
console.log('total', (performance.now() - t0).toFixed(1), 'boot', t0.toFixed(1))
