/** Test helpers: a mutable copy of a tenant file, to break on purpose. */
import { allTenantFiles } from './data/index.ts';
import type { RawTenantFile } from './data/index.ts';

export type MutableConfig = Record<string, unknown>;

/** A deep copy of tenant `id`'s file, changed by `edit`. */
export function brokenClone(id: number, edit: (config: MutableConfig) => void): RawTenantFile {
  const original = allTenantFiles.find((entry) => entry.file.startsWith(`${id}-`));
  if (original === undefined) throw new Error(`no tenant file ${id}`);
  const config = structuredClone(original.config) as MutableConfig;
  edit(config);
  return { file: original.file, config };
}

/** Every tenant file, with the files of the `replacements` replaced by them. */
export function filesWith(...replacements: RawTenantFile[]): RawTenantFile[] {
  return allTenantFiles.map(
    (entry) => replacements.find((replacement) => replacement.file === entry.file) ?? entry,
  );
}

export function objectAt(config: MutableConfig, key: string): MutableConfig {
  return config[key] as MutableConfig;
}
