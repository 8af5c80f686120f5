import { useState } from 'react';
import { useWidgets } from '../context.ts';
import { useMessages } from '../../../i18n/react.tsx';
import { google } from '../../../i18n/en-IN/google.ts';

/** Google sign-in goes to the configured address, or say plainly it's not available. */
export function GoogleButton({ label, url }: { label: string; url: string }) {
  const { navigate } = useWidgets();
  const [notice, setNotice] = useState(false);
  const m = useMessages('google', google);
  return (
    <div className="stack">
      <button type="button" className="button google block" part="button google" onClick={() => (url ? navigate(url) : setNotice(true))}>
        <span aria-hidden="true">G</span> {label}
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
