/**
 * Elements take over one per task, in the order their code came, except that one the visitor
 * waits on goes first.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { inTurn } from '../../widgets/runtime/script/element/turns.ts';

describe('turns to take over', () => {
  it('runs each turn in a task of its own, in the order asked', async () => {
    const ran: string[] = [];
    // A microtask queued in one turn runs before the next: the next is another task.
    for (const name of ['a', 'b', 'c']) {
      inTurn(() => {
        ran.push(name);
        queueMicrotask(() => ran.push(`${name} done`));
      });
    }
    expect(ran).to.deep.equal([]);
    await waitUntil(() => ran.length === 6);
    expect(ran).to.deep.equal(['a', 'a done', 'b', 'b done', 'c', 'c done']);
  });

  it('lets the turn the visitor waits on go first', async () => {
    const ran: string[] = [];
    let waitedOn = false;
    inTurn(() => ran.push('first'));
    inTurn(() => ran.push('second'));
    inTurn(
      () => ran.push('awaited'),
      () => waitedOn,
    );
    // The visitor acts after the turns were asked for, before any ran.
    waitedOn = true;
    await waitUntil(() => ran.length === 3);
    expect(ran).to.deep.equal(['awaited', 'first', 'second']);
  });

  it('takes turns asked for while another runs', async () => {
    const ran: string[] = [];
    inTurn(() => {
      ran.push('outer');
      inTurn(() => ran.push('inner'));
    });
    await waitUntil(() => ran.length === 2);
    expect(ran).to.deep.equal(['outer', 'inner']);
  });
});
