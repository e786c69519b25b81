import fs from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
const file = process.argv[2]
const code = fs.readFileSync(file, 'utf8')
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'))
const c = new SourceMapConsumer(map)
const lines = code.split('\n')
const bytes = {}
let prev = null
c.eachMapping((m) => {
  if (prev) {
    const len = m.generatedLine === prev.generatedLine ? m.generatedColumn - prev.generatedColumn : lines[prev.generatedLine - 1].length - prev.generatedColumn
    bytes[prev.source ?? '?'] = (bytes[prev.source ?? '?'] ?? 0) + len
  }
  prev = m
})
Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([s, n]) => console.log(n, s))
