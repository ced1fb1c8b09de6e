/** The parts of a V8 `.cpuprofile` (node --cpu-prof) that bench/cpu-profile.ts reads. */
export interface CallFrame { functionName: string; url: string }
export interface ProfileNode { id: number; callFrame: CallFrame }
export interface CpuProfile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

/**
 * The samples taken between two `process.hrtime.bigint()` readings of another process on this machine, each with the
 * microseconds it stands for. V8 stamps samples on the monotonic clock hrtime reads too (µs here, ns there).
 */
export function* samplesBetween(profile: CpuProfile, from: bigint, to: bigint): Generator<{ node: ProfileNode; micros: number }> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const [fromUs, toUs] = [Number(from / 1000n), Number(to / 1000n)];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (at >= fromUs && at < toUs) yield { node: nodes.get(profile.samples[i])!, micros: next };
  }
}

const PACKAGE_GROUPS: [RegExp, string][] = [
  [/^(zod)$/, 'zod'],
  [/^(fastify|@fastify\/.*|find-my-way|avvio|light-my-request|fast-json-stringify|fastify-type-provider-zod|pino.*|secure-json-parse|fast-querystring|abstract-logging)$/, 'Fastify'],
  [/^(pg|pg-.*|postgres-.*)$/, 'pg driver'],
  [/^drizzle-orm$/, 'Drizzle'],
];

/** Which part of the process ran a frame: a package group, our code, Node itself, or V8's own entries. */
export function categoryOf(frame: CallFrame): string {
  if (frame.functionName === '(idle)') return 'idle';
  if (frame.functionName === '(garbage collector)') return 'GC';
  // (program): V8 compiling, parsing and its own bookkeeping; a named frame without a file: a builtin (JSON, RegExp…).
  if (!frame.url) return frame.functionName === '(program)' ? 'V8 (program)' : 'builtins';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(frame.url)?.[1];
  if (pkg) return PACKAGE_GROUPS.find(([pattern]) => pattern.test(pkg))?.[1] ?? 'other packages';
  if (/\/(server|contract)\/src\//.test(frame.url)) return 'our code';
  if (frame.url.startsWith('node:')) return 'Node (http, net, streams)';
  return 'other';
}
