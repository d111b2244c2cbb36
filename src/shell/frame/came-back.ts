/**
 * The page was reached with Back or Forward: the Navigation API where the browser has it (a
 * replaced `performance`, as a test clock installs, lists no navigation), else the timing entry.
 */
export function cameBack(): boolean {
  const activation = (
    window as { navigation?: { activation?: { navigationType?: string } | null } }
  ).navigation?.activation;
  if (activation?.navigationType) return activation.navigationType === 'traverse';
  const timing = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return timing?.type === 'back_forward';
}
