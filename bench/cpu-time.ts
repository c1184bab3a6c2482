/** CPU time this process has used so far, in milliseconds (user + system: under `--single-threaded`, this work alone). */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
