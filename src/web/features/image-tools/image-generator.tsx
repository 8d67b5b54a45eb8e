import { Download, ImagePlus, RotateCcw, Sparkles, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE, EXAMPLE_PROMPT_KEYS, IMAGE_SIZES, IMAGE_STYLES, PROMPT_LIMITS, promptIssue, type ImageSize, type ImageStyle } from '@domain/image-tools';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useMe } from '../accounts';
import { useGenerateProductImage, type GeneratedImage } from './generate-product-image';
import { useImageToolsStatus } from './get-image-tools-status';
import { keepPendingImage } from './pending-image';
import { CHOICE_INPUT } from '../../components/ui/choice-input';

const SIZE_KEYS: Record<ImageSize, string> = { '1024x1024': 'square', '1024x1536': 'portrait', '1536x1024': 'landscape' };

/** Codes the page explains in its own words; anything else reads as a generic failure. */
const KNOWN_ERRORS = ['PROMPT_TOO_SHORT', 'PROMPT_TOO_LONG', 'PROMPT_HOSTILE', 'PROMPT_NO_WORDS', 'RATE_LIMITED', 'IMAGE_QUOTA_EXCEEDED', 'IMAGE_API_FAILED', 'IMAGE_API_TIMEOUT', 'IMAGE_PROMPT_REFUSED', 'NETWORK_ERROR', 'INVALID_CHARACTERS'];

const fileName = (engine: GeneratedImage['engine']) => `tibeb-${engine === 'illustrator' ? 'illustration' : 'ai-image'}-${Date.now()}.png`;

/**
 * The home page's AI product image generator: a description, example prompts, style and shape,
 * a progress state, then the picture with its download and, for designers, "Use in a product".
 * The description is only ever shown as text (React escapes it); the server checks it again.
 */
export function ImageGeneratorSection() {
  const { t } = useTranslation('image-tools');
  const navigate = useNavigate();
  const me = useMe().data ?? null;
  const status = useImageToolsStatus(me?.id ?? null);
  const generate = useGenerateProductImage();
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<ImageSize>(DEFAULT_IMAGE_SIZE);
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE);
  const [touched, setTouched] = useState(false);
  const promptId = useId();
  const hintId = useId();
  const errorId = useId();

  const issue = promptIssue(prompt);
  const shownIssue = touched && prompt.trim().length > 0 ? issue : touched && prompt.trim().length === 0 ? 'PROMPT_TOO_SHORT' : null;
  const engine = status.data?.engine ?? 'illustrator';
  const mayUseInProduct = me?.role === 'designer' || me?.role === 'admin';
  const result = generate.data ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (issue || generate.isPending) return;
    generate.mutate({ prompt, size, style });
  };

  const serverError = generate.error;
  const serverCode = serverError instanceof ApiError ? serverError.code : serverError ? 'NETWORK_ERROR' : null;
  const errorText = serverCode ? t(`errors.${KNOWN_ERRORS.includes(serverCode) ? serverCode : 'GENERIC'}`) : null;

  const useInProduct = () => {
    if (!result) return;
    keepPendingImage(result.imageData, fileName(result.engine));
    void navigate('/designer/add-product');
  };

  const describe = (r: GeneratedImage) => {
    if (!r.reading) return null;
    const parts = [t(`kinds.${r.reading.kind}`)];
    if (r.reading.colours.length > 0) parts.push(r.reading.colours.map((c) => t(`colours.${c}`)).join(', '));
    if (r.reading.pattern) parts.push(t(`patterns.${r.reading.pattern}`));
    if (r.reading.view !== 'front') parts.push(t(`views.${r.reading.view}`));
    return parts.join(' · ');
  };

  return (
    <section className="border-y border-line bg-white py-14" aria-labelledby="image-generator-title" data-testid="image-generator">
      <Container className="grid gap-8 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-emerald">
            <Sparkles aria-hidden className="h-4 w-4" /> {t('eyebrow')}
          </p>
          <h2 id="image-generator-title" className="mt-2 font-display text-2xl font-bold sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-2 text-ink-soft">{engine === 'image-api' ? t('introApi') : t('introIllustrator')}</p>
          {status.data?.quota ? (
            <p className="mt-2 text-sm text-muted" data-testid="image-generator-quota">
              {t('quota', { remaining: status.data.quota.remaining, limit: status.data.quota.limit })}
            </p>
          ) : null}

          <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-1.5">
              <label htmlFor={promptId} className="font-semibold">
                {t('promptLabel')}
              </label>
              <textarea
                id={promptId}
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                onBlur={() => prompt && setTouched(true)}
                rows={3}
                maxLength={PROMPT_LIMITS.max + 50}
                placeholder={t('promptPlaceholder')}
                aria-describedby={`${hintId}${shownIssue ? ` ${errorId}` : ''}`}
                aria-invalid={shownIssue ? true : undefined}
                className={cn(
                  'w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2',
                  shownIssue ? 'border-crimson focus:ring-crimson/20' : 'border-line focus:border-emerald focus:ring-emerald/20',
                )}
                data-testid="image-generator-prompt"
              />
              <p id={hintId} className="flex justify-between gap-3 text-xs text-muted">
                <span>{t('promptHint')}</span>
                <span className="tabular-nums">
                  {prompt.trim().length}/{PROMPT_LIMITS.max}
                </span>
              </p>
              {shownIssue ? (
                <p id={errorId} className="text-sm text-crimson" role="alert">
                  {t(`errors.${shownIssue}`)}
                </p>
              ) : null}
            </div>

            <div>
              <p className="text-sm font-semibold">{t('examples')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {EXAMPLE_PROMPT_KEYS.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => {
                        setPrompt(t(`examplePrompts.${key}`));
                        setTouched(false);
                      }}
                      className="min-h-11 rounded-full border border-line bg-linen/60 px-3 py-1.5 text-left text-sm hover:border-emerald hover:bg-emerald-tint focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald"
                      data-testid={`image-generator-example-${key}`}
                    >
                      {t(`examplePrompts.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <fieldset>
                <legend className="text-sm font-semibold">{t('styleLabel')}</legend>
                <div className="mt-2 flex gap-2">
                  {IMAGE_STYLES.map((s) => (
                    <label key={s} className={cn('relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald', style === s ? 'border-emerald bg-emerald-tint text-emerald-dark' : 'border-line bg-white')}>
                      <input type="radio" name="image-style" value={s} checked={style === s} onChange={() => setStyle(s)} className={CHOICE_INPUT} />
                      {t(`styles.${s}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-sm font-semibold">{t('sizeLabel')}</legend>
                <div className="mt-2 flex gap-2">
                  {IMAGE_SIZES.map((s) => (
                    <label key={s} className={cn('relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald', size === s ? 'border-emerald bg-emerald-tint text-emerald-dark' : 'border-line bg-white')}>
                      <input type="radio" name="image-size" value={s} checked={size === s} onChange={() => setSize(s)} className={CHOICE_INPUT} />
                      {t(`sizes.${SIZE_KEYS[s]}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>

            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg" disabled={generate.isPending} data-testid="image-generator-submit">
                {generate.isPending ? <Spinner className="h-4 w-4" /> : <Wand2 aria-hidden className="h-4 w-4" />}
                {generate.isPending ? t('generating') : engine === 'image-api' ? t('generateApi') : t('generateIllustration')}
              </Button>
            </div>
            {errorText ? (
              <p className="rounded-lg bg-crimson-tint px-3 py-2 text-sm text-crimson" role="alert" data-testid="image-generator-error">
                {errorText}
              </p>
            ) : null}
          </form>
        </div>

        <div className="flex flex-col" aria-live="polite" aria-busy={generate.isPending}>
          {generate.isPending ? (
            <div className="grid aspect-square w-full place-items-center rounded-card border border-dashed border-line bg-linen/50 text-center" data-testid="image-generator-progress">
              <div className="grid justify-items-center gap-3 p-6">
                <Spinner className="h-8 w-8" />
                <p className="font-semibold">{engine === 'image-api' ? t('progressApi') : t('progressIllustrator')}</p>
                <p className="text-sm text-muted">{t('progressHint')}</p>
              </div>
            </div>
          ) : result ? (
            <figure className="grid gap-3" data-testid="image-generator-result" data-engine={result.engine}>
              <img
                src={result.imageData}
                alt={result.engine === 'illustrator' ? t('resultAltIllustration', { description: describe(result) ?? '' }) : t('resultAltApi')}
                width={result.width}
                height={result.height}
                className="w-full rounded-card border border-line bg-linen object-contain shadow-card"
              />
              <figcaption className="grid gap-1 text-sm">
                <span className={cn('inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold', result.engine === 'illustrator' ? 'bg-saffron-tint text-ink' : 'bg-emerald-tint text-emerald-dark')} data-testid="image-generator-kind">
                  {result.engine === 'illustrator' ? t('badgeIllustration') : t('badgeApi')}
                </span>
                <span className="text-ink-soft" data-testid="image-generator-notice">
                  {result.engine === 'illustrator' ? t('noticeIllustration') : t('noticeApi')}
                </span>
                {result.reading ? <span className="text-muted">{t('readAs', { description: describe(result) })}</span> : null}
                {result.remainingToday !== null ? <span className="text-muted">{t('quotaLeft', { count: result.remainingToday })}</span> : null}
              </figcaption>
              <div className="flex flex-wrap gap-3">
                <Button asChild variant="outline">
                  <a href={result.imageData} download={fileName(result.engine)} data-testid="image-generator-download">
                    <Download aria-hidden className="h-4 w-4" /> {t('download')}
                  </a>
                </Button>
                {mayUseInProduct ? (
                  <Button variant="accent" onClick={useInProduct} data-testid="image-generator-use">
                    <ImagePlus aria-hidden className="h-4 w-4" /> {t('useInProduct')}
                  </Button>
                ) : null}
                <Button variant="ghost" onClick={() => generate.reset()}>
                  <RotateCcw aria-hidden className="h-4 w-4" /> {t('startOver')}
                </Button>
              </div>
            </figure>
          ) : (
            <div className="grid aspect-square w-full place-items-center rounded-card border border-dashed border-line bg-linen/50 p-6 text-center" data-testid="image-generator-empty">
              <div className="grid max-w-xs justify-items-center gap-2">
                <Sparkles aria-hidden className="h-8 w-8 text-muted" />
                <p className="font-semibold">{t('emptyTitle')}</p>
                <p className="text-sm text-muted">{t('emptyBody')}</p>
              </div>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}
