/** The answers' JSON Schemas are read off the protocol's structs, and serialise only what they name. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { define, object, optional, record, string } from 'superstruct';
import { User } from '../../protocol/index.ts';
import { authAnswer, errorAnswer, jsonSchemaOf } from '../../server/api/answers.ts';

describe('answer schemas', () => {
  it('describe the user with the protocol User fields, the optional ones not required', () => {
    const user = jsonSchemaOf(User);
    assert.deepEqual(Object.keys(user.properties ?? {}), Object.keys(User.schema));
    assert.deepEqual(user.required, ['id', 'name', 'email', 'role']);
    assert.deepEqual(user.properties?.avatar, { type: ['string', 'null'] });
    assert.deepEqual(authAnswer.properties?.user, user);
  });

  it('pass the keys of a field-less object through, and refuse a struct with no JSON type', () => {
    assert.deepEqual(errorAnswer.properties?.fields, { type: 'object', additionalProperties: true });
    assert.deepEqual(jsonSchemaOf(object({ note: optional(string()), tags: record(string(), string()) })).required, ['tags']);
    assert.throws(() => jsonSchemaOf(define('Nothing', () => false)), /no JSON Schema for a Nothing struct/);
  });

  it('serialise a sign-in answer without fields the protocol does not name', async () => {
    const app = Fastify();
    app.get('/', { schema: { response: { 200: authAnswer } } }, async () => ({
      user: { id: 'u1', name: 'Asha', email: 'a@clinic.example', role: 'owner', avatar: null, clinicName: 'Glow', password_hash: '$argon2id$secret' },
      token: 't',
      refreshToken: 'r',
      internal: 'x',
    }));
    const answer = await app.inject('/');
    await app.close();
    assert.deepEqual(answer.json(), {
      user: { id: 'u1', name: 'Asha', email: 'a@clinic.example', role: 'owner', avatar: null, clinicName: 'Glow' },
      token: 't',
      refreshToken: 'r',
    });
  });
});
