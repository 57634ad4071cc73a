// `npm test`: every vitest project, then the Playwright journeys in Debian's Chromium.
// Without a Chromium the journeys are skipped loudly; REQUIRE_E2E=1 (CI) turns that skip into a failure.
// Arguments go to vitest (`npm test -- --project='!server-sqlite'`); CI_VITEST_REPORTS names vitest JSON reports of
// earlier runs (.ci/run's Node 20 server suite, ADR 0137) whose tests count in the totals and the exit status.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp');
fs.mkdirSync(reports, { recursive: true });
// Debian's headless shell when installed: the same engine without the full browser's UI, a sixth less time a
// journey on two cores (issue 40); the full browser otherwise. Handed to Playwright in CHROMIUM_PATH.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names and the head of their errors, printed again at the end: a CI log often keeps only its tail. */
const failures = [];

/**
 * The first lines of a failure's message, indented under its name, without colour codes. A journey's axe-core check
 * failed once in CI with its violations printed only far above the kept tail, which named the test and not the rule.
 */
function errorHead(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const head = lines.slice(0, 14).map((line) => `    ${line.slice(0, 300)}`);
  return `\n${head.join('\n')}${lines.length > 14 ? '\n    …' : ''}`;
}

/** Each phase's seconds, printed at the end after those .ci/run hands over in CI_PHASES (issue 40). */
const phases = process.env.CI_PHASES ? [process.env.CI_PHASES] : [];
let phaseStarted = Date.now();
function endPhase(name) {
  phases.push(`${name} ${String(Math.round((Date.now() - phaseStarted) / 1000))} s`);
  phaseStarted = Date.now();
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a vitest JSON report's tests to the totals; answers whether it holds a failure (or is missing). */
function countVitest(report) {
  const unit = readJson(report);
  if (!unit) return true;
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
  for (const file of unit.testResults) {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}${errorHead(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${where}: ${file.message.split('\n')[0]}`);
  }
  return unit.numFailedTests > 0 || unit.numFailedTestSuites > 0;
}

const earlierFailed = (process.env.CI_VITEST_REPORTS ?? '')
  .split(',')
  .filter((report) => report !== '')
  .map((report) => countVitest(report))
  .some(Boolean);

const vitestReport = path.join(reports, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
const unitStatus = run(npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...process.argv.slice(2),
]);
endPhase(`vitest (Node ${process.version})`);
const failuresBefore = failures.length;
countVitest(vitestReport);
// Vitest fails a run for an error thrown outside any test (an unhandled rejection, a late callback) while its report
// counts every test passed: name it, or the log ends with "0 failed" and a failing status.
if (unitStatus !== 0 && failures.length === failuresBefore) {
  failures.push(`vitest exited with ${String(unitStatus)} outside any test: see "Unhandled Errors" above`);
}

/** Walks Playwright's JSON report: suites hold specs and further suites; a spec's tests hold their results. */
function collectJourneyFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        failures.push(`${spec.file}:${String(spec.line)} › ${spec.title}${errorHead(last?.error?.message)}`);
      }
    }
    collectJourneyFailures(suite.suites ?? []);
  }
}

let e2eStatus = 0;
if (fs.existsSync(chromium)) {
  e2eStatus = run(npm, ['run', 'build']);
  endPhase('build');
  if (e2eStatus === 0) {
    const e2eReport = path.join(reports, 'e2e.json');
    fs.rmSync(e2eReport, { force: true });
    e2eStatus = run(npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    endPhase('e2e');
    const e2e = readJson(e2eReport);
    if (e2e) {
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
      collectJourneyFailures(e2e.suites ?? []);
    }
  }
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`E2E REQUIRED but no Chromium at ${chromium}: apt-get install -y chromium chromium-headless-shell`);
  e2eStatus = 1;
} else {
  console.warn(`\nE2E SKIPPED: no Chromium at ${chromium}. Install it with: apt-get install -y chromium\n`);
}

for (const failure of failures) console.log(`FAILED ${failure}`);
const startedAt = Number(process.env.CI_STARTED_AT) * 1000 || undefined;
const total = startedAt ? `; total ${String(Math.round((Date.now() - startedAt) / 1000))} s` : '';
console.log(`phases: ${phases.join(', ')}${total}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(earlierFailed || unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
