import { useState } from 'react';
import { useWidgets } from '../context.ts';
import { useMessages } from '../../../i18n/react.tsx';
import { google } from '../../../../protocol/locales/en-IN/google.js';

/** Google's four-colour "G", as its sign-in branding asks buttons to show it (to a tenth of a unit: at 18 px, under 0.04 px). */
function GoogleMark() {
  return (
    <svg className="google-mark" viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.8-6.8C35.9 2.4 30.5 0 24 0 14.6 0 6.5 5.4 2.6 13.2l8 6.2C12.4 13.7 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M47 24.6c0-1.6-.1-3.1-.4-4.5H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 7.1-10.4 7.1-17.6z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.1.8-4.6l-8-6.2C.9 16.5 0 20.1 0 24c0 3.9.9 7.5 2.6 10.8l8-6.2z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.3 0-11.6-4.2-13.5-9.9l-8 6.2C6.5 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** Google sign-in goes to the configured address, or say plainly it's not available. */
export function GoogleButton({ label, url }: { label: string; url: string }) {
  const { navigate } = useWidgets();
  const [notice, setNotice] = useState(false);
  const m = useMessages('google', google);
  return (
    <div className="stack">
      <button type="button" className="button google block" part="button google" onClick={() => (url ? navigate(url) : setNotice(true))}>
        <GoogleMark />
        <span>{label}</span>
      </button>
      <p className={notice ? 'banner info' : 'visually-hidden'} role="status">
        {notice ? m.unavailable : ''}
      </p>
    </div>
  );
}

/** The "or" between a form's own submit and Google's. */
export function OrDivider() {
  return <p className="divider">{useMessages('google', google).or}</p>;
}
