import { useState, type FormEvent } from 'react';
import type { Channel, NotificationKind } from '@domain/notifications/kinds';
import type { KindPreference, NotificationSettings as Settings } from '@domain/notifications/api';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useAddPhone } from './add-phone';
import { useConnectTelegram } from './connect-telegram';
import { useDisconnectTelegram } from './disconnect-telegram';
import { useNotificationSettings } from './get-notification-settings';
import { useUpdateNotificationPreferences } from './update-notification-preferences';
import { useVerifyPhone } from './verify-phone';

const card = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

/**
 * Which messages go where (issue 42): a table of kinds × channels, Connect Telegram, and a phone
 * number confirmed by code. Shown in /profile and in the studio; the server decides which kinds
 * the person's role has. Channels the shop does not offer are not shown.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const errorText = useErrorText(['notifications']);

  let body;
  if (settings.data === undefined) {
    body = settings.isError ? (
      <ErrorPanel message={`${t('loadError')} ${errorText(settings.error)}`} onRetry={() => void settings.refetch()} />
    ) : (
      <div className="space-y-3" aria-busy>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6">
        {settings.data.telegram.available ? <TelegramConnect linked={settings.data.telegram.linked} /> : null}
        {settings.data.sms.available ? <PhoneNumber sms={settings.data.sms} /> : null}
        <KindTable settings={settings.data} />
      </div>
    );
  }

  return (
    <section className={card} aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title" className="font-display text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">{t('intro')}</p>
      {body}
    </section>
  );
}

function KindTable({ settings }: { settings: Settings }) {
  const { t } = useTranslation('notifications');
  const update = useUpdateNotificationPreferences();
  const errorText = useErrorText(['notifications']);
  const channels: Channel[] = ['email', ...(settings.telegram.available ? (['telegram'] as const) : []), ...(settings.sms.available ? (['sms'] as const) : [])];
  const reachable = (c: Channel) => c === 'email' || (c === 'telegram' ? settings.telegram.linked : settings.sms.verified);

  const toggle = (pref: KindPreference, channel: Channel, on: boolean) => {
    const next = on ? [...pref.channels, channel] : pref.channels.filter((c) => c !== channel);
    update.mutate({ kinds: [{ kind: pref.kind, channels: next }] });
  };

  return (
    <div>
      {update.isError ? (
        <p role="alert" className="mb-2 text-sm text-crimson">
          {errorText(update.error)}
        </p>
      ) : null}
      <table className="w-full text-sm" data-testid="notification-table">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('kindColumn')}
            </th>
            {channels.map((c) => (
              <th key={c} scope="col" className="w-16 px-1 py-2 text-center font-semibold">
                {t(`channels.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {settings.kinds.map((pref) => (
            <tr key={pref.kind} className="border-b border-line/60 align-top">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {t(`kinds.${pref.kind satisfies NotificationKind}`)}
                {pref.locked ? <span className="block text-xs text-muted">{t('locked')}</span> : null}
              </th>
              {channels.map((c) => {
                // Security kinds, and the e-mail of a kind whose mail is the message itself, are always sent.
                const fixed = pref.locked || (c === 'email' && pref.emailLocked);
                const checked = fixed && c === 'email' ? true : pref.channels.includes(c);
                const disabled = fixed || update.isPending || (!reachable(c) && !checked);
                return (
                  <td key={c} className="px-1 py-2 text-center">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-emerald"
                      checked={checked}
                      disabled={disabled}
                      aria-label={t('toggleLabel', { kind: t(`kinds.${pref.kind}`), channel: t(`channels.${c}`) })}
                      onChange={(e) => toggle(pref, c, e.target.checked)}
                      data-testid={`notify-${pref.kind}-${c}`}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{t('emailNote')}</p>
    </div>
  );
}

function TelegramConnect({ linked }: { linked: boolean }) {
  const { t } = useTranslation('notifications');
  const connect = useConnectTelegram();
  const disconnect = useDisconnectTelegram();
  // While the link is valid and the chat not yet linked, the card watches for the link made in Telegram.
  useNotificationSettings({ waitForLinkUntil: connect.data && !linked ? Date.parse(connect.data.expiresAt) : null });
  const errorText = useErrorText(['notifications']);
  const error = connect.error ?? disconnect.error;

  return (
    <div className="grid gap-2" data-testid="telegram-connect">
      <h3 className="font-semibold">{t('telegram.title')}</h3>
      {linked ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm" data-testid="telegram-linked">
            {t('telegram.linked')}
          </p>
          <Button variant="outline" size="sm" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {t('telegram.disconnect')}
          </Button>
        </div>
      ) : connect.data ? (
        <p className="text-sm">
          <a href={connect.data.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-emerald underline" data-testid="telegram-open">
            {t('telegram.open')}
          </a>{' '}
          <span className="text-muted">{t('telegram.openHint')}</span>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">{t('telegram.notLinked')}</p>
          <Button size="sm" disabled={connect.isPending} onClick={() => connect.mutate()} data-testid="telegram-connect-button">
            {t('telegram.connect')}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-crimson">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

function PhoneNumber({ sms }: { sms: Settings['sms'] }) {
  const { t } = useTranslation('notifications');
  const add = useAddPhone();
  const verify = useVerifyPhone();
  const errorText = useErrorText(['notifications']);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const waitingForCode = sms.phone !== null && !sms.verified;

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ phone }, { onSuccess: () => setCode('') });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ code: code.trim() });
  };

  return (
    <div className="grid gap-3" data-testid="phone-number">
      <h3 className="font-semibold">{t('phone.title')}</h3>
      {sms.phone ? (
        <p className="text-sm" data-testid="phone-status">
          {sms.verified ? t('phone.verified', { phone: sms.phone }) : t('phone.unverified', { phone: sms.phone })}
        </p>
      ) : null}
      <form onSubmit={sendCode} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1">
          <Field label={t('phone.label')} hint={t('phone.hint')} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={add.error ? errorText(add.error) : null} data-testid="phone-input" />
        </div>
        <Button type="submit" disabled={add.isPending || phone.trim() === ''}>
          {t('phone.send')}
        </Button>
      </form>
      {waitingForCode ? (
        <form onSubmit={confirm} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-0 flex-1">
            <Field label={t('phone.codeLabel')} hint={t('phone.codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} error={verify.error ? errorText(verify.error) : null} data-testid="phone-code" />
          </div>
          <Button type="submit" disabled={verify.isPending || code.trim().length !== 6}>
            {t('phone.confirm')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
