// Reads the JSON a test layer wrote to TEST_REPORT (Vitest's json reporter, Playwright's json reporter, or the
// visual gate's own list of checks) into one shape for `npm test`'s closing summary:
// { passed, failed, flaky, skipped, failures: [{ name, detail }] }.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vitest: every assertion result, named by its file and its describe/it path. */
function fromVitest(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push({
          name: `${where} › ${test.fullName}`,
          detail: failureLines(test.failureMessages?.[0]),
        });
      }
    }
    // A file that failed before any test ran (an import error, a failed hook) has no failed test of its own.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failures.push({ name: where, detail: failureLines(file.message) });
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: Math.max(report.numFailedTests ?? 0, failures.length),
    flaky: 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** Playwright: specs nested in suites; a visual failure also names its diff picture. */
function fromPlaywright(report, root) {
  const failures = [];
  const flaky = [];
  const visit = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...here, spec.title].join(' › ');
        if (test.status === 'flaky') flaky.push(name);
        if (test.status !== 'unexpected') continue;
        const first = test.results?.[0];
        const last = test.results?.at(-1);
        const diff = last?.attachments?.find(
          (attachment) => /diff(\.png)?$/.test(attachment.name ?? '') && attachment.path,
        );
        // A retry may fail for a reason of its own (what the first try left behind): the first try's reason is
        // the one to read, so it is said too when it differs.
        const firstDetail = failureLines(first?.error?.message);
        const lastDetail = failureLines(last?.error?.message);
        failures.push({
          name: `${spec.file} › ${name}`,
          detail: [
            first !== last && firstDetail && firstDetail !== lastDetail ? `first try: ${firstDetail}` : '',
            first !== last && firstDetail !== lastDetail ? `its retry: ${lastDetail}` : lastDetail,
            diff ? `diff: ${path.relative(root, diff.path)}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    failures.push({ name: 'outside any test', detail: failureLines(error.message) });
  return {
    passed: report.stats?.expected ?? 0,
    failed: Math.max(report.stats?.unexpected ?? 0, failures.length),
    flaky: report.stats?.flaky ?? 0,
    skipped: report.stats?.skipped ?? 0,
    failures,
    flakyNames: flaky,
  };
}

/** The visual gate's checks (scripts/test-visual-gate.mjs). */
function fromChecks(report) {
  const failures = report.checks
    .filter((check) => !check.passed)
    .map(({ name, detail }) => ({ name, detail }));
  return {
    passed: report.checks.length - failures.length,
    failed: failures.length,
    flaky: 0,
    skipped: 0,
    failures,
  };
}

/**
 * A failure's first two lines of text (the assertion and what it found: "toHaveScreenshot failed" alone said
 * neither whether pixels, the picture's size or an unsteady page failed a CI run), and the lines further down that
 * say why: what was expected and received, a timeout, a locator that matched more than one element (a CI run that
 * failed on a row said only "toContainText failed · Locator: …").
 */
const failureLines = (text) => {
  const lines = String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const why = lines
    .slice(2)
    .filter((line) => /^(Expected|Received|Timeout|Error:)|strict mode violation/.test(line))
    .slice(0, 3);
  return [...lines.slice(0, 2), ...why].join(' · ').slice(0, 600);
};

/** The layer's results, or undefined when it wrote none (it failed before its runner started). */
export function readReport(file, root) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(report.checks)) return fromChecks(report);
  if (report.stats && report.suites) return fromPlaywright(report, root);
  return fromVitest(report, root);
}
