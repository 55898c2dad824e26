/** What the numbers were measured on, including how busy the machine was. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { postgresVersion } from './pg';

export interface MachineInfo {
  date: string;
  host: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  postgres: string;
  gitCommit: string;
  gitDirty: boolean;
  loadAverageAtStart: number[];
}

export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export async function machineInfo(databaseUrl: string): Promise<MachineInfo> {
  let postgres = 'unreachable';
  try {
    postgres = (await postgresVersion(databaseUrl)).split(' on ')[0] ?? postgres;
  } catch {
    // reported as unreachable
  }
  return {
    date: new Date().toISOString(),
    host: os.hostname(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
    gitCommit: git(['rev-parse', '--short', 'HEAD']),
    // Tracked files only: untracked scratch files are not part of what was built and measured.
    gitDirty: git(['status', '--porcelain', '--untracked-files=no']).length > 0,
    loadAverageAtStart: loadAverage(),
  };
}
