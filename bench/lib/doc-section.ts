import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes one benchmark's section of a results file (docs/benchmarks.md), between its start and end markers,
 * replacing the section's earlier version and keeping every other benchmark's; appended when absent.
 */
export function writeDocSection(file: string, markers: { start: string; end: string }, section: string): void {
  let doc = '# Benchmarks\n';
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    // no file yet: start one
  }
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  writeFileSync(file, start >= 0 && end > start
    ? doc.slice(0, start) + section + doc.slice(end + markers.end.length)
    : `${doc.trimEnd()}\n\n${section}\n`);
}
