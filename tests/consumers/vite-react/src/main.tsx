// The SDK's loader, imported as a package: it defines the <rove-*> elements as they appear.
import 'rove-widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('no #root in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
