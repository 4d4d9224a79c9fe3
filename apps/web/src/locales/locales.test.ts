// Every key of every namespace exists in all five languages, and none is left empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8'));
}

const namespaces = [
  ...new Set(LANGUAGES.flatMap((language) => readdirSync(path.join(root, language)).map((file) => file.replace(/\.json$/, '')))),
];

describe('translations', () => {
  it.each(namespaces)('namespace %s has the same keys in every language', (namespace) => {
    const english = keysOf(load('en', namespace)).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      let keys: string[] = [];
      try {
        keys = keysOf(load(language, namespace)).sort();
      } catch {
        throw new Error(`${language}/${namespace}.json is missing`);
      }
      expect({ language, missing: english.filter((key) => !keys.includes(key)) }).toEqual({ language, missing: [] });
      expect({ language, extra: keys.filter((key) => !english.includes(key)) }).toEqual({ language, extra: [] });
    }
  });

  it.each(namespaces)('namespace %s has no empty texts', (namespace) => {
    for (const language of LANGUAGES) {
      const flat = JSON.stringify(load(language, namespace));
      expect(flat.includes('""'), `${language}/${namespace}.json has an empty text`).toBe(false);
    }
  });
});
