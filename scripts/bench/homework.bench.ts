// Latency of the offline homework solver: every question of the bank answered (or refused) once in a warm
// process, after one cold question. Run with `npm run bench:homework`; prints the cold first answer and the p50,
// p95 and max per answer in ms (goal: p95 under 300 ms).
import { performance } from 'node:perf_hooks';
import { homeworkBank } from '../../shared/study/bench/homework-bank.ts';
import { solveHomework } from '../../shared/study/homework/homework-solver.engine.ts';

const bank = homeworkBank();
const coldStart = performance.now();
solveHomework('find dy/dx if y = x^3 sin x');
const cold = performance.now() - coldStart;
const times: number[] = [];
for (const q of bank) {
  const start = performance.now();
  solveHomework(q.question);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
console.log(`questions: ${times.length}`);
console.log(`homework_cold_first_ms: ${cold.toFixed(1)}`);
console.log(`homework_p50_ms: ${at(0.5).toFixed(1)}`);
console.log(`homework_p95_ms: ${at(0.95).toFixed(1)}`);
console.log(`homework_max_ms: ${(times.at(-1) ?? 0).toFixed(1)}`);
if (at(0.95) >= 300) process.exitCode = 1;
