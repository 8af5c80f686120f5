/**
 * A plain page using the elements with the shipped types (dist/clinic-widgets.d.ts): typed element
 * properties, typed event details on the document, the global.
 */
const pricing = document.querySelector('clinic-pricing');
const chosen = document.getElementById('chosen-plan')!;
const toggles = document.getElementById('chat-toggles')!;

document.addEventListener('clinic-plan-selected', (event) => {
  event.preventDefault();
  chosen.textContent = `${event.detail.plan} (${event.detail.billing})`;
});
document.addEventListener('clinic-chat-toggle', (event) => {
  toggles.textContent = `${toggles.textContent ?? ''}${event.detail.open ? 'open ' : 'closed '}`;
});
document.getElementById('annual')!.addEventListener('click', () => {
  if (pricing) pricing.billing = 'annually';
});
document.getElementById('open-chat')!.addEventListener('click', () => {
  const chat = document.querySelector('clinic-chat');
  if (chat) chat.open = true;
});
document.getElementById('version')!.textContent = window.ClinicWidgets?.version ?? 'not loaded';
