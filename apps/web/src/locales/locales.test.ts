// Every key of every namespace exists in all five languages, and none is left empty. Plural
// keys (i18next's `key_one`, `key_other`, …) count as one key, and each language must give
// every plural form its grammar has (Arabic six, English two, Chinese one…).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, LANGUAGES } from './languages.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) =>
      keysOf(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8'));
}

function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) =>
      textsOf(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, String(value)]];
}

const baseKeys = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const namespaces = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      readdirSync(path.join(root, language)).map((file) => file.replace(/\.json$/, '')),
    ),
  ),
];

describe('translations', () => {
  it.each(namespaces)('namespace %s has the same keys in every language', (namespace) => {
    const english = baseKeys(keysOf(load('en', namespace)));
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      let keys: string[] = [];
      try {
        keys = baseKeys(keysOf(load(language, namespace)));
      } catch {
        throw new Error(`${language}/${namespace}.json is missing`);
      }
      expect({ language, missing: english.filter((key) => !keys.includes(key)) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: keys.filter((key) => !english.includes(key)) }).toEqual({
        language,
        extra: [],
      });
    }
  });

  it.each(namespaces)('namespace %s has every plural form of each language', (namespace) => {
    const plurals = [
      ...new Set(
        keysOf(load('en', namespace))
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      ),
    ];
    for (const option of LANGUAGE_OPTIONS) {
      const keys = keysOf(load(option.value, namespace));
      const forms = new Intl.PluralRules(option.htmlLang).resolvedOptions().pluralCategories;
      for (const base of plurals) {
        const missing = forms.filter((form) => !keys.includes(`${base}_${form}`));
        expect({ language: option.value, key: base, missing }).toEqual({
          language: option.value,
          key: base,
          missing: [],
        });
      }
    }
  });

  // "1 items deleted": a text that counts things must be a plural key, or the count must stand
  // apart as a label ("Files: 3", "Comments (3)", "picture 2 of 3"), where no noun agrees with it.
  it.each(namespaces)('namespace %s counts things only in plural keys', (namespace) => {
    const counted = textsOf(load('en', namespace))
      .filter(([key]) => !PLURAL_SUFFIX.test(key))
      .filter(([, text]) => {
        const rest = text.replace(/\(\{\{count\}\}\)|: \{\{count\}\}|of \{\{count\}\}/g, '');
        return rest.includes('{{count}}') || /\{\{(n|count)\}\} \p{Ll}/u.test(rest);
      })
      .map(([key]) => key);
    expect({ namespace, counted }).toEqual({ namespace, counted: [] });
  });

  // French "Envoyer" means "Send": an upload is "téléverser" (or "importer").
  it.each(namespaces)('namespace %s never calls an upload "envoyer" in French', (namespace) => {
    const french = Object.fromEntries(textsOf(load('fr', namespace)));
    const wrong = textsOf(load('en', namespace))
      .filter(
        ([key, text]) =>
          /upload/i.test(text) && !/send/i.test(text) && /envoy|envoi/i.test(french[key] ?? ''),
      )
      .map(([key]) => key);
    expect({ namespace, wrong }).toEqual({ namespace, wrong: [] });
  });

  it.each(namespaces)('namespace %s has no empty texts', (namespace) => {
    for (const language of LANGUAGES) {
      const flat = JSON.stringify(load(language, namespace));
      expect(flat.includes('""'), `${language}/${namespace}.json has an empty text`).toBe(false);
    }
  });
});
