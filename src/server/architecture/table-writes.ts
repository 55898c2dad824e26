/**
 * Finds the writes of db/schema.ts tables in a source file, from its syntax tree: Drizzle's
 * `insert(t)`, `update(t)` and `delete(t)` of a table imported from db/schema (under any local
 * name, `alias(…)` included), and raw SQL `insert into`, `update` or `delete from` naming a table
 * by `${t}` or by its SQL name. Reads (selects, joins, `for update`) are not writes.
 */
import path from 'node:path';
import ts from 'typescript';
import { lineOf, parse, SERVER } from './sources';

export interface TableWrite {
  file: string;
  line: number;
  /** The table's name in db/schema.ts. */
  table: string;
  how: 'insert' | 'update' | 'delete' | 'sql';
  /** The columns an update's `.set({...})` names; undefined when they cannot be read. */
  columns?: string[];
}

/** The tables of db/schema.ts: each `pgTable` by its exported name, with its SQL name. */
export function schemaTables(): Map<string, string> {
  const file = path.join(SERVER, 'db/schema.ts');
  const source = parse(file);
  const tables = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const init = d.initializer;
      if (
        ts.isIdentifier(d.name) &&
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === 'pgTable' &&
        init.arguments[0] &&
        ts.isStringLiteral(init.arguments[0])
      )
        tables.set(d.name.text, init.arguments[0].text);
    }
  }
  return tables;
}

const RAW_TABLE_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi;

/** Local names of schema tables: `import { doctorRatingStats as stats }`. */
function importedTables(source: ts.SourceFile, tables: Map<string, string>): Map<string, string> {
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /\/db\/schema$/.test(statement.moduleSpecifier.text)
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) {
          const imported = (e.propertyName ?? e.name).text;
          if (tables.has(imported)) local.set(e.name.text, imported);
        }
    }
  }
  return local;
}

/** The writes of schema tables in one source text (`file` relative to src/server). */
export function tableWrites(file: string, text: string, tables: Map<string, string>): TableWrite[] {
  const source = parse(file, text);
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  const local = importedTables(source, tables);
  const found: TableWrite[] = [];
  const visit = (node: ts.Node) => {
    // `const x = alias(users, 'x')`: x names the same table.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'alias'
    ) {
      const [aliased] = node.initializer.arguments;
      if (aliased && ts.isIdentifier(aliased) && local.has(aliased.text))
        local.set(node.name.text, local.get(aliased.text)!);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const how = node.expression.name.text;
      const [first] = node.arguments;
      const table = first && ts.isIdentifier(first) ? local.get(first.text) : undefined;
      if (table && (how === 'insert' || how === 'update' || how === 'delete'))
        found.push({
          file,
          line: lineOf(source, node),
          table,
          how,
          columns: how === 'update' ? columnsSet(node) : undefined,
        });
    }
    if (ts.isTaggedTemplateExpression(node)) {
      const template = node.template;
      // The SQL with each `${x}` kept as written, so `update ${visits}` names its table.
      const text = ts.isTemplateExpression(template)
        ? template.head.text +
          template.templateSpans
            .map((s) => `\${${s.expression.getText(source)}}${s.literal.text}`)
            .join('')
        : template.text;
      for (const m of text.matchAll(RAW_TABLE_WRITE)) {
        const table = m[2] ? local.get(m[2]) : bySqlName.get(m[3]!.toLowerCase());
        if (table) found.push({ file, line: lineOf(source, node), table, how: 'sql' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `.update(t).set({ a, b: … })`: the columns named, or undefined when they cannot be read. */
function columnsSet(update: ts.CallExpression): string[] | undefined {
  const access = update.parent;
  if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'set') return undefined;
  const call = access.parent;
  const values = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!values || !ts.isObjectLiteralExpression(values)) return undefined;
  const names: string[] = [];
  for (const p of values.properties) {
    if (!(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))) return undefined;
    names.push(p.name.getText());
  }
  return names;
}
