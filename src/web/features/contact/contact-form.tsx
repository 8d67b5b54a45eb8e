import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { contactSchema, useSendContact } from './send-contact';

type Errors = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;

export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const send = useSendContact();
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = contactSchema.safeParse({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      subject: String(data.get('subject') ?? '') || undefined,
      message: String(data.get('message') ?? ''),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setSent(true);
        toast({ title: t('sentTitle'), description: t('sentBody'), variant: 'success' });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) {
          toast({ title: t('common:security.tooManyTitle'), description: t('common:security.tooManyBody'), variant: 'destructive' });
          return;
        }
        if (err instanceof ApiError && err.fields) setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0]])));
        toast({ title: t('failedTitle'), description: errorText(err), variant: 'destructive' });
      },
    });
  };

  const message = (code: string | undefined) => (code ? t(`errors.${code}`, { defaultValue: errorText(code) }) : null);
  return (
    <section aria-labelledby="contact-form-title" className="mt-2 rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id="contact-form-title" className="font-display text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      {sent ? (
        <p role="status" data-testid="contact-sent" className="mt-4 rounded-lg bg-emerald-tint p-3 text-sm font-semibold text-emerald-dark">
          {t('sentBody')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2" data-testid="contact-form">
        <Field name="name" autoComplete="name" label={t('name')} error={message(errors.name)} />
        <Field name="email" type="email" autoComplete="email" label={t('email')} error={message(errors.email)} />
        <Field name="subject" label={t('subject')} className="sm:col-span-2" error={message(errors.subject)} />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor="contact-message" className="text-sm font-semibold">
            {t('message')}
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            maxLength={4000}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            className={`rounded-lg border bg-white px-3 py-2 text-base outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20 ${errors.message ? 'border-crimson' : 'border-line'}`}
          />
          {errors.message ? (
            <p id="contact-message-error" role="alert" className="text-sm text-crimson">
              {message(errors.message)}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" variant="accent" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
