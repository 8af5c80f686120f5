/**
 * An element's documentation is the README.md of its folder: the build reads its summary, events,
 * parts and slots, and refuses a README of another shape, naming the line.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classNameOf, elementReadmes, parseElementReadme } from '../../scripts/element-docs.ts';
import { definitions } from '../../widgets/registry.ts';

const readme = (...lines: string[]) => lines.join('\n');

describe("an element's README", () => {
  it('gives the summary, events, parts and slots', () => {
    const docs = parseElementReadme(
      readme(
        '# `<clinic-hello>`',
        '',
        'Greets someone',
        'by name.',
        '',
        '## Events',
        '',
        '- `clinic-subscribed`: The greeting was seen.',
        '',
        '## Parts',
        '',
        '- `greeting`: The greeting; its `name` is bold.',
        '- `details-toggle`: The toggle.',
        '',
        '## Slots',
        '',
        '- default: What is greeted.',
        '- `icon`: An icon.',
      ),
      'clinic-hello',
    );
    assert.deepEqual(docs, {
      className: 'ClinicHelloElement',
      summary: 'Greets someone by name.',
      events: { 'clinic-subscribed': 'The greeting was seen.' },
      parts: { greeting: 'The greeting; its `name` is bold.', 'details-toggle': 'The toggle.' },
      slots: { '': 'What is greeted.', icon: 'An icon.' },
    });
  });

  it('refuses another shape, naming the line', () => {
    const refused: [string, RegExp][] = [
      [readme('# Hello', '', 'Greets.'), /README\.md:1: the title must be/],
      [readme('# `<clinic-hello>`', '', '## Parts', '- `a`: A.'), /no summary/],
      [readme('# `<clinic-hello>`', '', 'Greets.', '', '## Props', ''), /README\.md:5: unknown section "Props"/],
      [readme('# `<clinic-hello>`', '', 'Greets.', '', '## Parts', '', 'greeting: The greeting.'), /README\.md:7: expected/],
      [readme('# `<clinic-hello>`', '', 'Greets.', '', '## Parts', '', '- `a`: A.', '- `a`: Again.'), /"a" is listed twice/],
      [readme('# `<clinic-hello>`', '', 'Greets.', '', '## Parts', '', '- default: A.'), /only a slot can be "default"/],
      [readme('# `<clinic-hello>`', '', 'Greets.', '', '## Parts', '- `a`: A.', '## Parts', '- `b`: B.'), /a second "Parts" section/],
    ];
    for (const [text, message] of refused) assert.throws(() => parseElementReadme(text, 'clinic-hello'), message);
  });

  it('every element of the registry has one, and its class name follows its tag', () => {
    const readmes = elementReadmes();
    assert.deepEqual([...readmes.keys()].sort(), definitions.map((definition) => definition.tag).sort());
    assert.equal(classNameOf('clinic-help-article'), 'ClinicHelpArticleElement');
  });
});
