import { describe, expect, it } from 'vitest';
import { seriousFindings, type AuditReport } from './audit-report.ts';

const report: AuditReport = {
  vulnerabilities: {
    hono: {
      severity: 'high',
      via: [
        {
          title: 'Path confusion',
          url: 'https://github.com/advisories/GHSA-a',
          severity: 'high',
          range: '<4.9.0',
        },
        {
          title: 'Header spoofing',
          url: 'https://github.com/advisories/GHSA-b',
          severity: 'moderate',
          range: '<4.9.1',
        },
      ],
    },
    '@hono/node-server': { severity: 'high', via: ['hono'] },
    pg: {
      severity: 'critical',
      via: [
        {
          title: 'Injection',
          url: 'https://github.com/advisories/GHSA-c',
          severity: 'critical',
          range: '<8.0.0',
        },
      ],
    },
  },
};

describe('the dependency audit report', () => {
  it('lists each high or critical advisory once, with its explanation when there is one', () => {
    const findings = seriousFindings(report, {
      'https://github.com/advisories/GHSA-c': 'Only reachable through pg-native, which we do not use.',
    });
    expect(findings?.map((f) => [f.title, f.explanation])).toEqual([
      ['Path confusion', undefined],
      ['Injection', 'Only reachable through pg-native, which we do not use.'],
    ]);
  });

  it('tells a failed advisory request apart from a clean audit', () => {
    expect(seriousFindings({ message: '405 Method Not Allowed' }, {})).toBeUndefined();
    expect(seriousFindings({ vulnerabilities: {} }, {})).toEqual([]);
  });
});
