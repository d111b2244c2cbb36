/**
 * CPU time a process has used, read from `/proc` (Linux): unlike requests a second, CPU per
 * answer holds on a machine busy with other work (bench/render-cpu.mjs, bench/render-floor.mjs).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICK_MS = 10; // /proc counts CPU time in clock ticks of 1/100 s

/** CPU ms (user + system) process `pid` has used so far. */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The process listening on `port` of 127.0.0.1 (one of this user's), or undefined. */
export function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address 0100007F:PORT, state 0A = LISTEN; field 9 is the socket's inode
      .filter((fields) => fields[1] === `0100007F:${hex}` && fields[3] === '0A')
      .map((fields) => `socket:[${fields[9]}]`),
  );
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}
