/**
 * Rules that hold in every script, on both databases: one-line fields refuse every Unicode line or
 * paragraph separator, C1 control, non-character and lone surrogate; an e-mail address refuses
 * characters that render as nothing; a password made of the owner's Indic name or of the e-mail
 * address itself is refused as personal. The widgets check forms with the same protocol rules.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { CONTROL_CHARACTER_MESSAGE, EMAIL_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '../../protocol/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { registration, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** Line and paragraph separators, C1 controls, non-characters and lone surrogates. */
const NOT_IN_ONE_LINE = ['\u0085', '\u2028', '\u2029', '\u0080', '\u009f', '\uffff', '\ufffe', '\ufdd0', '\u{1fffe}', '\ud800', '\udc00'];

/** Characters that render as nothing or blank without being format characters. */
const INVISIBLE = ['\u034f', '\u3164', '\u2800', '\ufe0f', '\u115f', '\u1160', '\uffa0', '\u00a0', '\u3000', '\u2003', '\u180b', '\u{e0100}'];

describeEachDatabase('rules in every script', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  it('refuses line and paragraph separators, C1 controls, non-characters and lone surrogates in one-line fields', async () => {
    for (const bad of NOT_IN_ONE_LINE) {
      for (const field of ['ownerName', 'clinicName', 'location']) {
        const answer = await server.post('/api/auth/register', registration({ [field]: `Asha${bad}Rao` }));
        assert.equal(answer.status, 400, `${JSON.stringify(bad)} in ${field}: ${answer.text}`);
        assert.equal(answer.body.fields?.[field], CONTROL_CHARACTER_MESSAGE, `${JSON.stringify(bad)} in ${field}`);
      }
      const contact = await server.post('/api/contact', { name: `Asha${bad}Rao`, email: uniqueEmail(), message: 'Hello' });
      assert.equal(contact.status, 400, `${JSON.stringify(bad)} in name: ${contact.text}`);
      assert.equal(contact.body.fields?.name, CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('refuses C1 controls, non-characters and lone surrogates in a message too, and keeps its line separators', async () => {
    for (const bad of ['\u0085', '\uffff', '\ud800', '\udfff']) {
      const answer = await server.post('/api/contact', { name: 'Asha', email: uniqueEmail(), message: `Hello${bad}there` });
      assert.equal(answer.status, 400, `${JSON.stringify(bad)}: ${answer.text}`);
      assert.equal(answer.body.fields?.message, CONTROL_CHARACTER_MESSAGE);
    }
    const kept = await server.post('/api/contact', { name: 'Asha', email: uniqueEmail(), message: 'Line one\u2028Line two\u2029Para' });
    assert.equal(kept.status, 201, kept.text);
  });

  it('refuses e-mail addresses with characters that render as nothing, so none reads as another mailbox', async () => {
    for (const bad of INVISIBLE) {
      const email = uniqueEmail(`vic${bad}tim`);
      for (const [path, body] of [
        ['/api/auth/register', registration({ email })],
        ['/api/auth/login', { email, password: 'Wrong-1-pass' }],
        ['/api/auth/forgot-password', { email }],
      ] as const) {
        const answer = await server.post(path, body);
        assert.equal(answer.status, 400, `${JSON.stringify(bad)} ${path}: ${answer.text}`);
        assert.equal(answer.body.fields?.email, EMAIL_MESSAGE);
      }
    }
    // Indic and other scripts' letters stay welcome in a local part.
    assert.equal((await server.post('/api/auth/register', registration({ email: uniqueEmail('रमेश') }))).status, 201);
    await server.app.background.idle();
  });

  it('refuses a password made of the owner’s Indic name, in grapheme clusters, and the e-mail address itself', async () => {
    const personal: Array<[Record<string, unknown>, string]> = [
      [{ ownerName: 'रमेश कुमार' }, 'रमेशकुमार'],
      [{ ownerName: 'रमेश कुमार' }, 'कुमार-रमेश'],
      [{ ownerName: 'சுரேஷ் குமார்' }, 'சுரேஷ்குமார்'],
      [{ ownerName: 'ಸುರೇಶ್ ಕುಮಾರ್' }, 'ಸುರೇಶ್ಕುಮಾರ್1'],
      [{ ownerName: 'সুরেশ কুমার' }, 'সুরেশকুমার'],
      [{ ownerName: 'Asha Rao', email: 'asha.rao.personal@clinic.example' }, 'Asha.Rao.Personal@clinic.example'],
      [{ ownerName: 'Asha Rao', email: 'dr.asha@kesar-clinic.example' }, 'DrAshaKesarClinicExample'],
    ];
    for (const [fields, password] of personal) {
      const answer = await server.post('/api/auth/register', registration({ ...fields, password, confirmPassword: password }));
      assert.equal(answer.status, 400, `${password}: ${answer.text}`);
      assert.equal(answer.body.fields?.password, PERSONAL_PASSWORD_MESSAGE, password);
    }
    // A password that holds the name but is long without it, or names the domain's words alone, is fine.
    for (const [fields, password] of [
      [{ ownerName: 'रमेश कुमार' }, 'रमेश-monsoon-1987'],
      [{ ownerName: 'Asha Rao', email: uniqueEmail('clinic') }, 'Clinic-Example-Mango-7'],
    ] as const) {
      const answer = await server.post('/api/auth/register', registration({ ...fields, password, confirmPassword: password }));
      assert.equal(answer.status, 201, `${password}: ${answer.text}`);
    }
    await server.app.background.idle();
  });
});
