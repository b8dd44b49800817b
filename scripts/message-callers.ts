/**
 * Finds calls that give a message fewer values than it names: `t('key', { … })` with an object
 * written in place, read with the TypeScript parser. A missing value would render the message
 * wrong in the browser (the argument left out), so `check-messages.ts` fails on it.
 */
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/** The argument names of a message, wherever they sit (select and plural options included). */
export function argumentNames(text: string): Set<string> {
  const names = new Set<string>();
  const visit = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(text));
  return names;
}

/** Each call in `files` whose message (in any of `catalogs`) names a value the call does not give. */
export function missingValues(
  files: readonly string[],
  catalogs: readonly Readonly<Record<string, string>>[],
): string[] {
  const needs = new Map<string, Set<string>>();
  for (const catalog of catalogs)
    for (const [key, text] of Object.entries(catalog))
      needs.set(key, new Set([...(needs.get(key) ?? []), ...argumentNames(text)]));
  const problems: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      const [id, values] = ts.isCallExpression(node) ? node.arguments : [];
      const need = id && ts.isStringLiteral(id) ? needs.get(id.text) : undefined;
      if (id && ts.isStringLiteral(id) && need && need.size > 0) {
        const given = new Set<string>();
        let open = values === undefined ? false : !ts.isObjectLiteralExpression(values);
        if (values && ts.isObjectLiteralExpression(values))
          for (const property of values.properties) {
            if (ts.isSpreadAssignment(property) || ts.isComputedPropertyName(property.name))
              open = true;
            else if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
              given.add(property.name.text);
          }
        const missing = [...need].filter((name) => !given.has(name));
        if (!open && missing.length > 0) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          problems.push(
            `${file}:${String(line + 1)}: "${id.text}" is not given ${missing.join(', ')}`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}
