/**
 * Self time of a V8 .cpuprofile (node --cpu-prof) within a time window: which functions the
 * samples taken during a load run were in, as a share of the non-idle samples. Locations in the
 * bundled server are mapped back to src/ through dist/server/index.js.map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { projectPath } from '../src/server/lib/paths';

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, like columnNumber. */
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  /** Microseconds on the monotonic clock, the one process.hrtime() reads. */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTimeEntry {
  function: string;
  /** file:line (1-based), `src/…` for our own code, `package/…` for dependencies. */
  location: string;
  samples: number;
  /** Of the non-idle samples in the window. */
  share: number;
}

export interface WindowSummary {
  samples: number;
  nonIdleSamples: number;
  top: SelfTimeEntry[];
}

/** Microseconds on the clock of the profile's timestamps. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const IDLE = '(idle)';

/** Maps a call frame to a readable file:line. */
export function locator(): (frame: CallFrame) => string {
  const bundle = projectPath('dist', 'server', 'index.js');
  const mapFile = `${bundle}.map`;
  const map = fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : undefined;
  return (frame) => {
    if (!frame.url) return '(native)';
    const line = frame.lineNumber + 1;
    if (!frame.url.startsWith('file://')) return `${frame.url}:${line}`;
    const file = fileURLToPath(frame.url);
    if (file === bundle && map) {
      const original = originalPositionFor(map, { line, column: frame.columnNumber });
      if (original.source) {
        const source = path.resolve(path.dirname(bundle), original.source);
        return `${shorten(source)}:${original.line}`;
      }
    }
    return `${shorten(file)}:${line}`;
  };
}

function shorten(file: string): string {
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) return file.slice(inModules + '/node_modules/'.length);
  return path.relative(projectPath(), file);
}

export function selfTime(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  locate: (frame: CallFrame) => string,
  limit = 12,
): WindowSummary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const counts = new Map<number, number>();
  let t = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) return;
    samples++;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  // Nodes are call-tree positions: the same function appears under many callers.
  const byFunction = new Map<string, SelfTimeEntry>();
  let idle = 0;
  for (const [id, n] of counts) {
    const frame = frames.get(id);
    if (!frame || frame.functionName === IDLE) {
      idle += n;
      continue;
    }
    const name = frame.functionName || '(anonymous)';
    const location = locate(frame);
    const key = `${name} ${location}`;
    const entry = byFunction.get(key) ?? { function: name, location, samples: 0, share: 0 };
    entry.samples += n;
    byFunction.set(key, entry);
  }
  const nonIdle = samples - idle;
  const top = [...byFunction.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, limit)
    .map((e) => ({ ...e, share: nonIdle ? Math.round((e.samples / nonIdle) * 1000) / 1000 : 0 }));
  return { samples, nonIdleSamples: nonIdle, top };
}
