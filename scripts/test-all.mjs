#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, then one closing line with the counts
 * ("N passed, N failed, N skipped"). Runs every step even after a failure so one run shows
 * everything that is red; exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PACT_DO_NOT_TRACK: 'true',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};

/**
 * `beside`: the step runs beside the next step that is not, and is waited for with it (the checks
 * are single processes and Vitest leaves a core idle while its servers start: side by side the
 * two took 141 s on 2 CPUs, one after the other 160 s; the ui-kit package, mostly npm's waits,
 * left the 2 CPUs ~40% idle for its 8–12 s on its own).
 * @type {{ name: string, command: string, counts?: () => { passed: number, failed: number, skipped: number }, needs?: string, beside?: boolean }[]}
 */
const steps = [
  // The tests' Chromium, PHP for WordPress and Varnish (e2e/scaled-stack.spec.ts runs the shop
  // behind it, issue 31), installed from Debian in one apt-get run where missing.
  { name: 'System packages', command: 'node scripts/system-packages.mjs' },
  { name: 'Type checks and lint', command: 'npm run check', beside: true },
  {
    name: 'ui-kit package (npm pack, install, render)',
    command: 'npm run test:pack',
    beside: true,
  },
  {
    name: 'Unit, component and story tests (Vitest)',
    command: `vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
    counts: () => {
      const report = readJson(`${RESULTS}/vitest.json`);
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
    },
  },
  { name: 'Build', command: 'astro build' },
  {
    name: 'End-to-end journeys (Playwright)',
    command: 'playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json` },
    needs: 'Build',
    counts: () => {
      const { stats } = readJson(`${RESULTS}/e2e.json`);
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
      };
    },
  },
];

const failedSteps = [];
const total = { passed: 0, failed: 0, skipped: 0 };

/** Runs one step to its end: whether it passed, and its seconds. */
function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: 'inherit',
      env: { ...env, ...step.env },
    });
    child.on('close', (code) => {
      resolve({ passed: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** What a step that ended counts for the summary. */
function settle(step, { passed, seconds }) {
  if (!passed) failedSteps.push(step.name);
  if (step.counts) {
    try {
      const counts = step.counts();
      for (const key of Object.keys(total)) total[key] += counts[key];
    } catch {
      if (passed) failedSteps.push(`${step.name} (no report)`);
    }
  }
  console.log(`◀ ${step.name}: ${passed ? 'ok' : 'FAILED'} in ${seconds} s`);
}

/** The steps running beside the next one that is not. */
let besideSteps = [];
for (const step of steps) {
  if (step.needs && failedSteps.includes(step.needs)) {
    console.log(`\n▶ ${step.name}: not run, "${step.needs}" failed`);
    failedSteps.push(step.name);
    continue;
  }
  const beside = besideSteps.map(({ step: other }) => `"${other.name}"`).join(', ');
  console.log(`\n▶ ${step.name}${beside ? ` (beside ${beside})` : ''}\n  $ ${step.command}`);
  const running = run(step);
  if (step.beside) {
    besideSteps.push({ step, running });
    continue;
  }
  const ran = await running;
  for (const other of besideSteps) settle(other.step, await other.running);
  besideSteps = [];
  settle(step, ran);
}
// Steps beside nothing (the last, or beside skipped steps) still count.
for (const other of besideSteps) settle(other.step, await other.running);

printLongestJourneys(`${RESULTS}/e2e.json`, 10);
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
if (failedSteps.length > 0 && total.failed === 0) total.failed = failedSteps.length;
console.log(`Sporta: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The e2e journeys that took longest: where making the suite faster pays most. */
function printLongestJourneys(path, count) {
  let report;
  try {
    report = readJson(path);
  } catch {
    return;
  }
  const journeys = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        const ms = Math.max(0, ...(run.results ?? []).map((result) => result.duration ?? 0));
        journeys.push({ ms, name: `${spec.file} › ${[...titles, spec.title].join(' › ')}` });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  journeys.sort((a, b) => b.ms - a.ms);
  console.log(`\nLongest e2e journeys (of ${journeys.length}):`);
  for (const { ms, name } of journeys.slice(0, count)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`);
  }
}
