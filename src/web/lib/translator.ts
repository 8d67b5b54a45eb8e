/**
 * The shop's texts: a namespace per feature, English as the fallback language and `common` as the
 * fallback namespace, plural keys (`key_one`, `key_other`, `key_zero` for a count of 0) chosen by
 * the language's plural rules, and `{{name}}` placeholders. It reads the same JSON files, keys and
 * options i18next did, with the lookup order i18next documents; it replaced i18next and
 * react-i18next (about 18 KB gzipped on every page, against a budget of 150 KB for all of a page's
 * JavaScript) because the shop used a small part of them: no formatters, nesting, contexts,
 * backends or detectors.
 */

/** Texts of one namespace in one language: nested objects of strings (and arrays, for lists). */
export type Bundle = Record<string, unknown>;
/** language → namespace → texts. */
export type Resources = Record<string, Record<string, Bundle>>;

export interface TOptions {
  /** Chooses the plural form (`key_one`, `key_other`…) and fills `{{count}}`. */
  count?: number;
  /** Returned (with its placeholders filled) when no language has the key. */
  defaultValue?: unknown;
  /** Another language than the current one for this text. */
  lng?: string;
  /** Namespace(s) to look in before the fallback one. */
  ns?: string | readonly string[];
  /** Returns the object or list at the key, its strings filled. */
  returnObjects?: boolean;
  /** Values for `{{name}}` placeholders. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Listener = (language: string) => void;
/** Loads one namespace of one language (a chunk); resolves to nothing when there is none. */
export type BundleLoader = (language: string, namespace: string) => Promise<Bundle | undefined> | undefined;

export interface TranslatorOptions {
  resources?: Resources;
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  fallbackNamespace: string;
  load?: BundleLoader;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*\}\}/g;

const toList = (ns: string | readonly string[]): string[] => (typeof ns === 'string' ? [ns] : [...ns]);

/** The value at a dotted path; a key that itself holds dots (`"a.b": …`) is found too. */
function deepFind(bundle: unknown, path: string): unknown {
  if (bundle === null || typeof bundle !== 'object') return undefined;
  const record = bundle as Record<string, unknown>;
  if (Object.hasOwn(record, path)) return record[path];
  const parts = path.split(KEY_SEPARATOR);
  for (let take = 1; take < parts.length; take += 1) {
    const head = parts.slice(0, take).join(KEY_SEPARATOR);
    if (!Object.hasOwn(record, head)) continue;
    const found = deepFind(record[head], parts.slice(take).join(KEY_SEPARATOR));
    if (found !== undefined) return found;
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Fills `{{name}}` (and `{{a.b}}`) from the options. A placeholder with no value stays as written,
 * as i18next left it, unless the option is present and undefined (then it is empty). Values are not
 * escaped: React escapes what it renders, and no text is rendered as HTML.
 */
export function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : deepFind(values, name);
    if (value === undefined) return Object.hasOwn(values, name) ? '' : whole;
    if (value === null) return 'null';
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  });
}

function fillAll(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, values)]));
  return value;
}

function mergeDeep(target: Bundle, source: Bundle, overwrite: boolean): Bundle {
  const out: Bundle = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing)) {
      out[key] = mergeDeep(existing as Bundle, value as Bundle, overwrite);
    } else if (overwrite || existing === undefined) out[key] = value;
  }
  return out;
}

export class Translator {
  language: string;
  readonly fallbackLanguage: string;
  readonly defaultNamespace: string;
  readonly fallbackNamespace: string;
  /** The namespaces renders asked for (the browser loads them for a new language; the server sends their names). */
  readonly usedNamespaces = new Set<string>();
  private readonly store: Resources;
  private readonly load: BundleLoader | undefined;
  /** language/namespace → its load (settled ones stay: a failed load counts as loaded, and empty). */
  private readonly loads: Map<string, Promise<void>>;
  private readonly settled: Set<string>;
  private readonly listeners = new Set<Listener>();

  constructor(options: TranslatorOptions, shared?: { store: Resources; loads: Map<string, Promise<void>>; settled: Set<string> }) {
    this.language = options.language;
    this.fallbackLanguage = options.fallbackLanguage;
    this.defaultNamespace = options.defaultNamespace;
    this.fallbackNamespace = options.fallbackNamespace;
    this.load = options.load;
    this.store = shared?.store ?? structuredClone(options.resources ?? {});
    this.loads = shared?.loads ?? new Map();
    this.settled = shared?.settled ?? new Set();
  }

  /** Another translator over the same texts, in its own language (one per server render). */
  clone(language: string): Translator {
    return new Translator(
      { language, fallbackLanguage: this.fallbackLanguage, defaultNamespace: this.defaultNamespace, fallbackNamespace: this.fallbackNamespace, load: this.load },
      { store: this.store, loads: this.loads, settled: this.settled },
    );
  }

  /** The current language, then the fallback one. */
  languages(language: string = this.language): string[] {
    return language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private find(key: string, options: TOptions): { value: unknown; key: string } {
    let namespaces = toList(options.ns ?? this.defaultNamespace);
    let path = key;
    const separator = key.indexOf(NS_SEPARATOR);
    if (separator > 0) {
      namespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    if (!namespaces.includes(this.fallbackNamespace)) namespaces.push(this.fallbackNamespace);
    const count = typeof options.count === 'number' ? options.count : undefined;
    // i18next's order: each namespace in every language before the next namespace.
    for (const ns of namespaces) {
      for (const language of this.languages(options.lng ?? this.language)) {
        const bundle = this.store[language]?.[ns];
        if (!bundle) continue;
        const candidates = count === undefined ? [path] : [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralCategory(language, count)}`, path];
        for (const candidate of candidates) {
          const value = deepFind(bundle, candidate);
          if (typeof value === 'string' || (options.returnObjects && value !== null && typeof value === 'object')) return { value, key: path };
        }
      }
    }
    return { value: undefined, key: path };
  }

  /** The text at a key (`key`, or `namespace:key`), with its placeholders filled. */
  readonly t: TFunction = ((key: string, options: TOptions = {}) => {
    const { value, key: path } = this.find(key, options);
    if (value !== undefined) return fillAll(value, options);
    if (options.defaultValue !== undefined) return fillAll(options.defaultValue, options);
    return path;
  }) as TFunction;

  /** A `t` bound to a language (null: the current one at each call) and namespaces. */
  getFixedT(language: string | null, ns?: string | readonly string[]): TFunction {
    return ((key: string, options: TOptions = {}) =>
      this.t(key, { ...(ns === undefined ? {} : { ns }), ...(language === null ? {} : { lng: language }), ...options } as TOptions)) as TFunction;
  }

  /** Whether any language in the chain has the key (a text, or an object of them). */
  exists(key: string, options: TOptions = {}): boolean {
    return this.find(key, { ...options, returnObjects: true }).value !== undefined;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store[language]?.[ns] !== undefined;
  }

  addResourceBundle(language: string, ns: string, texts: Bundle, deep = true, overwrite = true): void {
    const languageTexts = (this.store[language] ??= {});
    const existing = languageTexts[ns];
    languageTexts[ns] = deep && existing ? mergeDeep(existing, texts, overwrite) : overwrite || !existing ? { ...texts } : existing;
    this.settled.add(`${language}/${ns}`);
  }

  /** Whether the namespaces are ready in the language and its fallback (a load that failed counts: keys fall back). */
  hasLoadedNamespaces(namespaces: readonly string[], language: string = this.language): boolean {
    return this.languages(language).every((lng) => namespaces.every((ns) => this.hasResourceBundle(lng, ns) || this.settled.has(`${lng}/${ns}`) || !this.load));
  }

  /** Loads namespaces in a language and its fallback; never rejects (a namespace that failed falls back). */
  loadNamespaces(ns: string | readonly string[], language: string = this.language): Promise<void> {
    const wanted = this.languages(language).flatMap((lng) => toList(ns).map((namespace) => [lng, namespace] as const));
    return Promise.all(wanted.map(([lng, namespace]) => this.loadOne(lng, namespace))).then(() => undefined);
  }

  private loadOne(language: string, ns: string): Promise<void> {
    const id = `${language}/${ns}`;
    if (this.hasResourceBundle(language, ns) || this.settled.has(id)) return Promise.resolve();
    let pending = this.loads.get(id);
    if (!pending) {
      pending = Promise.resolve(this.load?.(language, ns))
        .then(
          (texts) => {
            if (texts) this.addResourceBundle(language, ns, texts);
          },
          () => undefined,
        )
        .finally(() => {
          this.settled.add(id);
          this.loads.delete(id);
        });
      this.loads.set(id, pending);
    }
    return pending;
  }

  /** Switches language once `common` is there in it (callers load the rest first). */
  async changeLanguage(language: string): Promise<TFunction> {
    await this.loadNamespaces([this.defaultNamespace], language);
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return this.t;
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }
}
