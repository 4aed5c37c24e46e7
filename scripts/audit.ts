// `npm run audit` (run by .ci/run): fails when a production dependency has a high or critical
// advisory that audit-accepted.json does not accept with a reason. Lower severities are
// printed, not failed on. See docs/operating.md, "Dependencies".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { advisoriesOf, judge, parseAccepted } from './audit-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const acceptedFile = path.join(root, 'audit-accepted.json');

const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let advisories;
try {
  advisories = advisoriesOf(JSON.parse(npm.stdout || 'null'));
} catch (error) {
  // No report, no verdict: an audit that cannot run fails rather than passes unseen.
  process.stderr.write(`audit: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const verdict = judge(advisories, parseAccepted(JSON.parse(readFileSync(acceptedFile, 'utf8'))));

for (const advisory of advisories) {
  const mark = verdict.blocking.includes(advisory) ? 'FAIL' : verdict.accepted.includes(advisory) ? 'accepted' : 'note';
  process.stdout.write(`${mark.padEnd(8)} ${advisory.severity.padEnd(8)} ${advisory.packageName} ${advisory.id} ${advisory.title} ${advisory.url}\n`);
}
for (const entry of verdict.stale) process.stdout.write(`stale    audit-accepted.json accepts ${entry.id} (${entry.package}), which no longer applies: remove it\n`);
process.stdout.write(
  `audit: ${advisories.length} advisories in production dependencies, ${verdict.blocking.length} high or critical not accepted\n`,
);
process.exit(verdict.blocking.length > 0 ? 1 : 0);
