// Temporary: hits a URL pattern with N connections for S seconds; prints req/s and p50/p99.
import http from 'node:http';
const [base, pattern, seconds = '15', conns = '16', cookie = ''] = process.argv.slice(2);
let n = 0; const lat: number[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(conns) });
const until = performance.now() + Number(seconds) * 1000;
let price = 2_000_000 + Math.floor(Math.random() * 1e6) * 1000;
const url = () => base + pattern!.replace('{p}', String((price += 1000)));
await Promise.all(Array.from({ length: Number(conns) }, async () => {
  while (performance.now() < until) {
    const t = performance.now();
    await new Promise<void>((res, rej) => http.get(url(), { agent, headers: { 'accept-encoding': 'gzip', cookie } }, (r) => { r.on('data', () => {}); r.on('end', () => res()); }).on('error', rej));
    lat.push(performance.now() - t); n++;
  }
}));
lat.sort((a, b) => a - b);
console.log(`${(n / Number(seconds)).toFixed(1)} req/s p50 ${lat[Math.floor(lat.length / 2)]!.toFixed(0)} ms p99 ${lat[Math.floor(lat.length * 0.99)]!.toFixed(0)} ms`);
agent.destroy();
