/**
 * A React 19 page using the elements with the shipped types (dist/clinic-widgets.react.d.ts):
 * attributes by their HTML names, events as on<event> props, typed details and refs. It imports
 * the package's ES module, which defines the elements with this app's React (one React on the page).
 */
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'clinic-widgets';
import type { ClinicPricingElement, ClinicUser } from '../../dist/clinic-widgets';

// Served by the site itself: the elements call this origin's API and lead to its pages.
configure({ siteUrl: location.origin });

function App() {
  const pricing = useRef<ClinicPricingElement | null>(null);
  const [plan, setPlan] = useState('none yet');
  const [user, setUser] = useState<ClinicUser | null>(null);
  return (
    <main>
      <h1>React 19 example</h1>
      <p>
        Chosen plan: <output id="chosen-plan">{plan}</output>
      </p>
      <p>
        Signed in: <output id="signed-in">{user ? user.email : 'nobody'}</output>
      </p>
      <button type="button" onClick={() => pricing.current?.setAttribute('billing', 'annually')}>
        Show annual prices
      </button>
      <clinic-pricing
        ref={pricing}
        sections="plans"
        onclinic-plan-selected={(event) => {
          // Stay on this page: the host decides what choosing a plan does.
          event.preventDefault();
          setPlan(`${event.detail.plan} (${event.detail.billing})`);
        }}
      />
      <clinic-sign-in register-href="/register" onclinic-signed-in={(event) => setUser(event.detail.user)} />
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
