import { Agent, request } from 'node:http';
import { startBenchStack } from './bench-stack.ts';
const stack = await startBenchStack('pglite', Number(process.env['SCALE'] ?? 100), process.env['MON'] ? { NODE_OPTIONS: `--import ${process.env['MON']}` } : {});
const path = process.env['P'] ?? '/lecturers/v2/courses?page=1';
const begin = performance.now();
const until = begin + Number(process.env['SECS'] ?? 20) * 1000;
const records: { conn: number; start: number; ms: number; status: number }[] = [];
async function conn(i: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() < until) {
    const start = performance.now();
    const status = await new Promise<number>((done, fail) => {
      const req = request({ host: '127.0.0.1', port: stack.port, path, agent, headers: { authorization: `Bearer ${stack.tokens.teacher}` } }, (res) => { res.resume(); res.on('end', () => done(res.statusCode ?? 0)); });
      req.on('error', fail); req.end();
    });
    records.push({ conn: i, start: start - begin, ms: performance.now() - start, status });
  }
}
await Promise.all(Array.from({ length: Number(process.env['CONNS'] ?? 100) }, (_, i) => conn(i)));
const lat = records.map((r) => r.ms).sort((a, b) => a - b);
records.sort((a, b) => b.ms - a.ms);
console.log('p50', lat[Math.floor(lat.length / 2)]?.toFixed(0), 'p99', lat[Math.floor(lat.length * 0.99)]?.toFixed(0), 'requests', records.length, 'top:', records.slice(0, 5).map((r) => `c${r.conn}@${(r.start/1000).toFixed(1)}s:${r.ms.toFixed(0)}ms/${r.status}`).join(' '));
await stack.stop();
