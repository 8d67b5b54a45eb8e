import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import './styles/index.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) {
  await i18nReady;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
