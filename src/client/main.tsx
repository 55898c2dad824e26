import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// English is fetched when it is the visitor's language; waiting for it keeps the first paint
// from showing Vietnamese (bundled, ready at once) before it.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
