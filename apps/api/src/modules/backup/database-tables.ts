import { type Executor, schema } from '@pathshala/db';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * What a backup and a restore know of the tables: read from PostgreSQL's own catalog, so the same
 * code serves any migration (an archive made before a column existed restores as it was made).
 */

/** The application's tables (schema `public`), parents before the tables that refer to them. */
export async function tablesInForeignKeyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows as Array<{ name: string }>;
  const references = (
    await db.execute(
      sql`select child.relname as child, parent.relname as parent
          from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
          join pg_namespace n on n.oid = child.relnamespace
          where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows as Array<{ child: string; parent: string }>;
  return foreignKeyOrder(
    tables.map((t) => t.name),
    references,
  );
}

/**
 * Kahn's topological order, alphabetical among equals so archives of the same data are the same
 * bytes. A table's reference to itself is left to row order (none exists today); a cycle between
 * tables cannot be inserted in any order and is a schema error.
 */
export function foreignKeyOrder(
  tables: string[],
  references: Array<{ child: string; parent: string }>,
): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      throw new Error(
        `Tables refer to each other in a cycle: ${tables.filter((t) => !placed.has(t)).join(', ')}`,
      );
    }
    for (const table of ready.sort()) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The primary key's columns of a table, in key order (the order rows are written in). */
export async function primaryKeyColumns(db: Executor, table: string): Promise<string[]> {
  const rows = (
    await db.execute(
      sql`select a.attname as name
          from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${`public.${quoteIdentifier(table)}`}::regclass and i.indisprimary
          order by array_position(i.indkey::int2[], a.attnum)`,
    )
  ).rows as Array<{ name: string }>;
  return rows.map((r) => r.name);
}

/** Every column filled by a sequence (serial or identity), for resetting after a restore. */
export async function sequenceColumns(db: Executor): Promise<Array<{ table: string; column: string }>> {
  return (
    await db.execute(
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')
          order by table_name, column_name`,
    )
  ).rows as Array<{ table: string; column: string }>;
}

/** The tables the Drizzle schema declares: a backup refuses a database that has others or lacks some. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
