import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before unsaved changes are lost. React Router's useBlocker needs a data router and this app
 * runs in declarative mode (<BrowserRouter>, app/router.tsx), where it throws, so instead:
 * - closing, reloading or leaving the site: the browser's own beforeunload question;
 * - following a link inside the app (ours, the header's, the footer's): a click listener in the
 *   capture phase, ahead of React Router's <Link>, which gives up when the event is
 *   defaultPrevented. The page then asks with its own dialog and navigates on "Leave".
 * The browser's Back button cannot be held this way; beforeunload covers a reload only.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      // A new tab keeps this page open; a download does not leave it.
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      // Another site: the browser asks (beforeunload). The same page: nothing is lost.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const stay = useCallback(() => setPendingHref(null), []);
  const leave = useCallback(() => {
    const to = pendingHref;
    setPendingHref(null);
    if (to) void navigate(to);
  }, [navigate, pendingHref]);

  return { asking: pendingHref !== null, stay, leave };
}
