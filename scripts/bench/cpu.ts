// CPU time spent by processes, read from /proc (user + system, in the kernel's clock ticks of
// 1/100 s): a server and the processes it started, or every process of a program by name (the
// PostgreSQL server's backends). Read before and after a measured run, the difference over the
// requests answered is the CPU each request cost that part of the stack.
import { readdirSync, readFileSync } from 'node:fs';

// USER_HZ, which Linux fixes at 100 for what /proc reports.
const TICK_MS = 10;

interface Stat {
  readonly name: string;
  readonly cpuMs: number;
}

function statOf(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    // After the name: state is field 3; utime and stime are fields 14 and 15.
    const fields = text.slice(close + 2).split(' ');
    return { name, cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

// The CPU milliseconds of a process and every process under it, so far.
export function treeCpuMs(pid: number): number {
  return (statOf(pid)?.cpuMs ?? 0) + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

// The CPU milliseconds of every process of this name, so far (those that ended are not counted).
export function namedCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat?.name === name) total += stat.cpuMs;
  }
  return total;
}
