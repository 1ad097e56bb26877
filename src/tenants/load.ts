/** Validates every tenant file at start and builds the registry (ARCHITECTURE.md habit 7: fail fast). */
import { allTenantFiles } from './data/index.ts';
import type { RawTenantFile } from './data/index.ts';
import { problemsOf, TenantConfigError } from './errors.ts';
import type { TenantRegistry } from './resolve.ts';
import type { TenantFile } from './schema.ts';
import { tenantFileSchema } from './tenant-file.ts';

/** `7 (guarani-bebidas)`: the id the file claims (or its file-name prefix) and the file's slug. */
function tenantLabel(raw: RawTenantFile): string {
  const [, prefix, slug] = /^(\d+)-(.+?)(?:\.ts)?$/.exec(raw.file) ?? [
    undefined,
    undefined,
    raw.file,
  ];
  const claimed = (raw.config as { id?: unknown } | null)?.id;
  const id = Number.isInteger(claimed) ? String(claimed) : (prefix ?? '?');
  return `${id} (${slug})`;
}

/**
 * Parses every tenant file and returns them by id. Throws TenantConfigError naming the tenant,
 * the field and the problem for the first file that is invalid, misnamed or a duplicate.
 */
export function loadTenants(raw: readonly RawTenantFile[] = allTenantFiles): TenantRegistry {
  const registry = new Map<number, TenantFile>();
  const files = new Map<number, string>();
  const paths = new Map<string, string>();
  for (const entry of raw) {
    const label = tenantLabel(entry);
    const parsed = tenantFileSchema.safeParse(entry.config);
    if (!parsed.success)
      throw new TenantConfigError(label, parsed.error.issues.flatMap(problemsOf));
    const tenant = parsed.data;
    const expectedFile = `${tenant.id}-${tenant.appPath}`;
    if (entry.file.replace(/\.ts$/, '') !== expectedFile) {
      throw new TenantConfigError(label, [
        {
          field: 'appPath',
          problem: `expected the file to be named ${expectedFile}.ts (id-appPath), found ${entry.file}`,
        },
      ]);
    }
    const sameId = files.get(tenant.id);
    if (sameId !== undefined) {
      throw new TenantConfigError(label, [{ field: 'id', problem: `already used by ${sameId}` }]);
    }
    const samePath = paths.get(tenant.appPath);
    if (samePath !== undefined) {
      throw new TenantConfigError(label, [
        { field: 'appPath', problem: `already used by ${samePath}` },
      ]);
    }
    files.set(tenant.id, entry.file);
    paths.set(tenant.appPath, entry.file);
    registry.set(tenant.id, tenant);
  }
  return new Map([...registry].sort(([a], [b]) => a - b));
}
