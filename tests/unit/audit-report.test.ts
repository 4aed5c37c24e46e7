import { describe, expect, it } from 'vitest';
import { advisoriesOf, judge, parseAccepted } from '../../scripts/audit-report.ts';

// A report as `npm audit --omit=dev --json` (npm 11) writes it: two advisories on one package,
// one reached through another package (a string in `via`), and a moderate one.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml-parser': {
      name: 'fast-xml-parser',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1102001,
          name: 'fast-xml-parser',
          dependency: 'fast-xml-parser',
          title: 'Prototype pollution in attribute names',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'high',
          range: '<4.4.1',
        },
        {
          source: 1102002,
          name: 'fast-xml-parser',
          dependency: 'fast-xml-parser',
          title: 'Regular expression denial of service',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'critical',
          range: '<4.5.0',
        },
      ],
      effects: ['@aws-sdk/core'],
    },
    '@aws-sdk/core': { name: '@aws-sdk/core', severity: 'high', isDirect: false, via: ['fast-xml-parser'], effects: [] },
    cookie: {
      name: 'cookie',
      severity: 'moderate',
      isDirect: false,
      via: [{ source: 1103907, name: 'cookie', title: 'Out of bounds characters', url: 'https://github.com/advisories/GHSA-pxg6-pf52-xh8x', severity: 'moderate' }],
      effects: [],
    },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 2, critical: 1, total: 4 } },
};

const accepted = (id: string, name = 'fast-xml-parser') => ({ id, package: name, reason: 'The shop never parses XML from outside: S3 answers only.' });

describe('npm audit report', () => {
  it('lists each advisory once, by its GitHub id, with package and severity', () => {
    expect(advisoriesOf(report).map(({ id, packageName, severity }) => [id, packageName, severity])).toEqual([
      ['GHSA-aaaa-bbbb-cccc', 'fast-xml-parser', 'high'],
      ['GHSA-dddd-eeee-ffff', 'fast-xml-parser', 'critical'],
      ['GHSA-pxg6-pf52-xh8x', 'cookie', 'moderate'],
    ]);
  });

  it('fails on high and critical advisories unless accepted; moderate ones never fail', () => {
    const advisories = advisoriesOf(report);
    expect(judge(advisories, []).blocking.map((advisory) => advisory.id)).toEqual(['GHSA-aaaa-bbbb-cccc', 'GHSA-dddd-eeee-ffff']);
    const partly = judge(advisories, [accepted('GHSA-aaaa-bbbb-cccc')]);
    expect(partly.blocking.map((advisory) => advisory.id)).toEqual(['GHSA-dddd-eeee-ffff']);
    expect(partly.accepted.map((advisory) => advisory.id)).toEqual(['GHSA-aaaa-bbbb-cccc']);
    expect(judge(advisories, [accepted('GHSA-aaaa-bbbb-cccc'), accepted('GHSA-dddd-eeee-ffff')]).blocking).toEqual([]);
    // Accepted for another package: still fails.
    expect(judge(advisories, [accepted('GHSA-dddd-eeee-ffff', 'other')]).blocking).toHaveLength(2);
  });

  it('names accepted entries that no longer match any advisory', () => {
    expect(judge(advisoriesOf(report), [accepted('GHSA-gone-gone-gone')]).stale).toEqual([accepted('GHSA-gone-gone-gone')]);
  });

  it('a clean report has no advisories; an error instead of a report is no verdict', () => {
    expect(advisoriesOf({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} })).toEqual([]);
    expect(() => advisoriesOf({ message: '405 Method Not Allowed', statusCode: 405 })).toThrow('npm audit gave no report (405 Method Not Allowed)');
  });

  it('takes an accepted advisory only with a package and a reason', () => {
    expect(parseAccepted([accepted('GHSA-aaaa-bbbb-cccc')])).toEqual([accepted('GHSA-aaaa-bbbb-cccc')]);
    expect(() => parseAccepted([{ id: 'GHSA-aaaa-bbbb-cccc', package: 'fast-xml-parser' }])).toThrow('needs an id, a package and a reason');
    expect(() => parseAccepted({})).toThrow('must hold a list');
  });
});
