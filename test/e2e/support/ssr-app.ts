/**
 * A React 19 application as a Next.js page would hold the elements: rendered to HTML on the server
 * (react-dom/server) and hydrated in the browser, with the camelCase props the README recommends, a
 * dashed attribute, and a misspelt prop. The same module runs on both sides.
 */
import { createElement } from 'react';

/** The page's tree: the element props as React passes them, on the server and in the browser alike. */
export function App() {
  return createElement(
    'main',
    null,
    createElement('clinic-sign-in', { id: 'camel', registerHref: '/join', forgotHref: '/lost' }),
    createElement('clinic-sign-in', { id: 'dashed', 'register-href': '/dashed-join' }),
    createElement('clinic-pricing', { id: 'pricing', sections: 'plans', signupHref: '/trial' }),
    createElement('clinic-forgot-password', { id: 'misspelt', loginHerf: '/typo' }),
  );
}
