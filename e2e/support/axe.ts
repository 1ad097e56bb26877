/**
 * axe-core scans for the accessibility journeys (PRODUCT.md: WCAG 2.2 AA in all languages).
 * Only violations of impact serious or critical fail a scan; each is listed with its rule id,
 * help text and the targets of its nodes so the failure says exactly what to fix.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** The page's serious and critical violations (WCAG 2.x A/AA and best-practice rules). */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
      ),
    }));
}

/** A readable list of violations for the assertion message. */
export function describeViolations(
  screen: string,
  violations: readonly SeriousViolation[],
): string {
  return [
    `${screen}: ${violations.length} serious/critical axe violation(s)`,
    ...violations.map(
      (violation) =>
        `- ${violation.id} [${violation.impact}] ${violation.help}\n` +
        violation.targets.map((target) => `    ${target}`).join('\n'),
    ),
  ].join('\n');
}
