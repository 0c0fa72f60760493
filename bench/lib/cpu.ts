import { readdirSync, readFileSync } from 'node:fs';
import { BENCH_DATABASE } from './database';

/**
 * Where the machine's CPU went during a load run, from /proc (Linux): the whole machine (busy, and stolen by the
 * host, which no code of ours can win back), the given server processes, every PostgreSQL process and, of those, the
 * connections to the bench's database (on a shared machine, other databases' work is not ours), and this process (the
 * load generator). A process that exits during the run takes its time with it.
 */
export type CpuSample = {
  machine: number[];
  servers: number;
  postgres: number;
  benchPostgres: number;
  generator: number;
};

/** Clock ticks a second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** user nice system idle iowait irq softirq steal of all cores, in ticks. */
const machineTicks = () =>
  readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);

/** utime + stime in ticks, or 0 when the process is gone; `comm` is the name in parentheses. */
function processTicks(pid: number | string): { comm: string; ticks: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const end = stat.lastIndexOf(')');
    const fields = stat.slice(end + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, end), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return { comm: '', ticks: 0 };
  }
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
export const processCpuMs = (pid: number) => (processTicks(pid).ticks * 1000) / TICKS_PER_SECOND;

/**
 * The database a PostgreSQL backend serves, from the title it gives itself: "postgres: [cluster name: ]user database
 * host(port) state" (Debian's clusters are named, e.g. "15/main").
 */
function databaseOf(pid: string): string | undefined {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/.exec(title)?.[1];
  } catch {
    return undefined;
  }
}

/** Every PostgreSQL process's ticks, and those of the connections to the bench's database. */
function postgresTicks(): { all: number; bench: number } {
  let all = 0;
  let bench = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const p = processTicks(pid);
    if (p.comm !== 'postgres') continue;
    all += p.ticks;
    if (databaseOf(pid) === BENCH_DATABASE) bench += p.ticks;
  }
  return { all, bench };
}

export function sampleCpu(serverPids: number[]): CpuSample {
  const own = process.cpuUsage();
  const postgres = postgresTicks();
  return {
    machine: machineTicks(),
    servers: serverPids.reduce((sum, pid) => sum + processTicks(pid).ticks, 0),
    postgres: postgres.all,
    benchPostgres: postgres.bench,
    generator: ((own.user + own.system) / 1e6) * TICKS_PER_SECOND,
  };
}

export type CpuFigures = {
  /** Share of both cores in use, and of both cores taken by the host (steal), over the run. */
  machineBusyPercent: number;
  stealPercent: number;
  /** CPU milliseconds a message: the servers (all instances together), PostgreSQL, the load generator. */
  serverMsPerMessage: number;
  postgresMsPerMessage: number;
  /** Of PostgreSQL's, the connections to the bench's database alone (not the WAL writer or checkpointer). */
  benchPostgresMsPerMessage: number;
  generatorMsPerMessage: number;
};

export function cpuBetween(from: CpuSample, to: CpuSample, messages: number): CpuFigures {
  const delta = to.machine.map((ticks, i) => ticks - from.machine[i]!);
  const total = delta.reduce((sum, ticks) => sum + ticks, 0) || 1;
  const [, , , idle, iowait, , , steal] = delta;
  const percent = (ticks: number) => Math.round((ticks / total) * 1000) / 10;
  const msPerMessage = (ticks: number) =>
    messages ? Math.round(((ticks * 1000) / TICKS_PER_SECOND / messages) * 100) / 100 : 0;
  return {
    machineBusyPercent: percent(total - idle! - iowait!),
    stealPercent: percent(steal!),
    serverMsPerMessage: msPerMessage(to.servers - from.servers),
    postgresMsPerMessage: msPerMessage(to.postgres - from.postgres),
    benchPostgresMsPerMessage: msPerMessage(to.benchPostgres - from.benchPostgres),
    generatorMsPerMessage: msPerMessage(to.generator - from.generator),
  };
}
