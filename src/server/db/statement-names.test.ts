/**
 * Which statements go as named prepared statements on PostgreSQL (postgres-database.ts): a text
 * from its second use, under a name that is a digest of the text, and never more than MAX_NAMED
 * texts, so SQL built per request cannot grow every connection's plans without end.
 */
import { describe, expect, it } from 'vitest';
import { StatementNames } from './postgres-database.ts';

describe('StatementNames', () => {
  it('names a text from its second use, with the same name every time and on every instance', () => {
    const names = new StatementNames();
    const sql = 'select version from catalogue_versions where tenant_id = $1';
    expect(names.nameOf(sql)).toBeUndefined();
    const name = names.nameOf(sql);
    expect(name).toMatch(/^refill_[\w-]{22}$/);
    expect(names.nameOf(sql)).toBe(name);
    const other = new StatementNames();
    other.nameOf(sql);
    expect(other.nameOf(sql)).toBe(name);
    other.nameOf('select 2 where $1');
    expect(other.nameOf('select 2 where $1')).not.toBe(name);
  });

  it('names no more than MAX_NAMED texts; the ones named keep their names', () => {
    const names = new StatementNames();
    const text = (i: number) => `select ${i} where $1::int > 0`;
    for (let i = 0; i < StatementNames.MAX_NAMED + 20; i++) {
      names.nameOf(text(i));
      names.nameOf(text(i));
    }
    expect(names.nameOf(text(0))).toBeDefined();
    expect(names.nameOf(text(StatementNames.MAX_NAMED - 1))).toBeDefined();
    expect(names.nameOf(text(StatementNames.MAX_NAMED))).toBeUndefined();
    expect(names.nameOf(text(StatementNames.MAX_NAMED + 19))).toBeUndefined();
  });
});
