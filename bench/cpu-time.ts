import { readFileSync } from 'node:fs';
import { runQuery } from '../e2e/support/local-services.ts';

// Linux's /proc reports CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

export interface CpuUsed {
  /** CPU seconds, or undefined where they cannot be read (no /proc, Postgres on another machine). */
  server?: number;
  database?: number;
}

/** User + system CPU seconds of one process so far, or undefined once it is gone. */
function processCpu(pid: number): number | undefined {
  try {
    // Fields after "(comm) ": state ppid pgrp ... utime (12th) stime (13th).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by each Postgres backend connected to the database. */
async function backendCpu(url: string): Promise<Map<number, number> | undefined> {
  const rows = await runQuery<{ pid: number }>(url, 'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const used = processCpu(pid);
    if (used === undefined) return undefined;
    cpu.set(pid, used);
  }
  return cpu;
}

/**
 * Starts counting the CPU a server process and the database's backends use; the returned
 * function gives the seconds used since. Backends are compared one by one, so a pool closing an
 * idle connection meanwhile takes nothing off.
 */
export async function startCpuCount(serverPid: number, databaseUrl: string): Promise<() => Promise<CpuUsed>> {
  const server = processCpu(serverPid);
  const backends = await backendCpu(databaseUrl);
  return async () => {
    const serverNow = processCpu(serverPid);
    const backendsNow = await backendCpu(databaseUrl);
    let database: number | undefined;
    if (backends && backendsNow) {
      database = 0;
      for (const [pid, cpu] of backendsNow) database += cpu - (backends.get(pid) ?? 0);
    }
    return { server: server === undefined || serverNow === undefined ? undefined : serverNow - server, database };
  };
}
