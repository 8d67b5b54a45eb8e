// The offline page's only script (a file: the CSP allows no inline script). It shows the page in
// the shopper's language (both without a choice or without JavaScript) and lists the pages saved
// on this device, read from the service worker's page caches (features/app-shell/cache-rules.ts).
(() => {
  const names = {
    en: { '/': 'Home', '/products': 'All products', '/categories': 'Categories', '/designers': 'Designers', '/about': 'About Tibeb', '/sale': 'Sale', '/new-arrivals': 'New Arrivals', '/favorites': 'Favorites', '/size-guide': 'Size Guide', '/help': 'Help', '/shipping': 'Shipping', '/returns': 'Returns', '/privacy': 'Privacy', '/terms': 'Terms' },
    'am-ET': { '/': 'መነሻ', '/products': 'ሁሉም ምርቶች', '/categories': 'ምድቦች', '/designers': 'ዲዛይነሮች', '/about': 'ስለ ጥበብ', '/sale': 'ቅናሽ', '/new-arrivals': 'አዳዲስ ምርቶች', '/favorites': 'የወደድኳቸው', '/size-guide': 'የልክ መመሪያ', '/help': 'እገዛ', '/shipping': 'ማጓጓዣ', '/returns': 'ተመላሽ', '/privacy': 'ግላዊነት', '/terms': 'ውሎች' },
  };
  let lang = null;
  try {
    lang = localStorage.getItem('tibeb-language');
  } catch {
    // Storage blocked: both languages stay shown.
  }
  if (lang === 'en' || lang === 'am-ET') {
    document.documentElement.lang = lang;
    for (const section of document.querySelectorAll('[data-lang]')) if (section.dataset.lang !== lang) section.remove();
    document.title = lang === 'am-ET' ? 'ከመስመር ውጭ ነዎት · ጥበብ' : "You're Offline · Tibeb";
  }
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', () => location.reload());

  const headingOf = async (response) => {
    try {
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      return doc.querySelector('main h1, h1')?.textContent?.trim() || null;
    } catch {
      return null;
    }
  };
  const list = async () => {
    if (!('caches' in window)) return [];
    const saved = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('tibeb-pages-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin !== location.origin || saved.some((s) => s.href === url.pathname + url.search)) continue;
        const response = await cache.match(request);
        saved.push({ href: url.pathname + url.search, path: url.pathname, heading: response ? await headingOf(response) : null });
      }
    }
    const order = (s) => (s.path === '/' ? 0 : s.path.startsWith('/product/') ? 2 : 1);
    return saved.sort((a, b) => order(a) - order(b) || a.href.localeCompare(b.href)).slice(0, 60);
  };
  list().then((saved) => {
    if (saved.length === 0) return;
    for (const ul of document.querySelectorAll('[data-saved-list]')) {
      const section = ul.closest('[data-lang]');
      const known = names[section ? section.dataset.lang : 'en'] || names.en;
      ul.replaceChildren(
        ...saved.map((s) => {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = s.href;
          a.textContent = (s.path === '/' || !s.heading ? known[s.path] : s.heading) || s.heading || s.path;
          const small = document.createElement('small');
          small.textContent = s.href;
          a.append(small);
          li.append(a);
          return li;
        }),
      );
    }
  });
})();
