// Reads `npm audit --json` (report version 2): the high and critical advisories, and which of them
// are explained (advisory URL -> why it does not apply to Cueboard).
export interface Advisory {
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}
export interface AuditReport {
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: (Advisory | string)[] }>;
}
export interface Finding extends Advisory {
  explanation?: string;
}

const SERIOUS = new Set(['high', 'critical']);

/** Undefined when the report is not an audit (the advisory service failed). */
export function seriousFindings(report: AuditReport, explained: Record<string, string>) {
  if (!report.vulnerabilities) return undefined;
  const seen = new Map<string, Finding>();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    // A string in `via` names another vulnerable package; its advisories are listed under it.
    for (const a of vulnerability.via) {
      if (typeof a !== 'object' || !SERIOUS.has(a.severity ?? '')) continue;
      const key = a.url ?? a.title ?? '';
      seen.set(key, { ...a, explanation: a.url ? explained[a.url] : undefined });
    }
  }
  return [...seen.values()];
}
