/**
 * CONTRIBUTING.md's two checklists stay true: in a copy of the repository (its tracked files, with
 * node_modules linked) a `<clinic-hello>` element and a GET /api/hello route are added exactly as the
 * checklists say; the copy then builds, the element is in the manifest and the type declarations,
 * the built script defines it and renders it in Chromium, and the route answers through the app.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { addPunjabi } from '../support/tenth-language.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let copy = '';

const read = (file: string) => readFileSync(join(copy, file), 'utf8');
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
};
/** Replaces one exact piece of a file of the copy; fails when the checklist's anchor is gone. */
const edit = (file: string, anchor: string, replacement: string) => {
  const text = read(file);
  assert.ok(text.includes(anchor), `${file} no longer has ${JSON.stringify(anchor)}: update CONTRIBUTING.md and this test`);
  writeFileSync(join(copy, file), text.replace(anchor, replacement));
};

/** "Adding an element", steps 1 to 3, for `<clinic-hello name="…">`. */
function addElement(): void {
  write(
    'widgets/elements/hello/hello.element.ts',
    `import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Who is greeted. */
  name: { type: 'string', default: 'world' },
} as const;

/** \`<clinic-hello>\`: a greeting. */
export const hello = widget('clinic-hello', () => import('./hello.component.tsx'), { hydrate: 'load', attributes });

defineWidget(hello);

export type ClinicHelloElement = WidgetElement<typeof attributes>;
`,
  );
  write(
    'widgets/elements/hello/hello.component.tsx',
    `/** The greeting of <clinic-hello>. */
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { elementCode } from '../../runtime/react/mount.tsx';
import type { attributes } from './hello.element.ts';

export function Hello({ name }: ElementProps<typeof attributes>) {
  return <p part="greeting">Hello, {name}!</p>;
}

export const code = elementCode<typeof attributes>(Hello, () => Promise.all([import('./hello.styles.css')]));
`,
  );
  write('widgets/elements/hello/README.md', '# `<clinic-hello>`\n\nGreets someone by name.\n\n## Parts\n\n- `greeting`: The greeting.\n');
  write('widgets/elements/hello/hello.styles.css', '/* The greeting stands out. */\np {\n  font-weight: 600;\n}\n');
  edit(
    'widgets/registry.ts',
    "import { signIn } from './elements/sign-in/sign-in.element.ts';",
    "import { signIn } from './elements/sign-in/sign-in.element.ts';\nimport { hello } from './elements/hello/hello.element.ts';",
  );
  edit('widgets/registry.ts', '  pricing,\n];', '  pricing,\n  hello,\n];');
}

/** "Adding an API route", steps 2 and 3, for GET /api/hello (the answer reuses MessageResult). */
function addRoute(): void {
  write(
    'server/api/hello.ts',
    `/** GET /api/hello: a greeting. */
import { messageAnswer } from './answers.ts';
import type { Api, ApiContext } from './index.ts';

/** Registers the greeting. */
export async function helloRoutes(app: Api, _ctx: ApiContext): Promise<void> {
  app.get('/hello', { schema: { response: { 200: messageAnswer } } }, async () => ({ message: 'Hello from the API' }));
}
`,
  );
  edit(
    'server/api/index.ts',
    "import { healthRoutes } from './health.ts';",
    "import { healthRoutes } from './health.ts';\nimport { helloRoutes } from './hello.ts';",
  );
  edit('server/api/index.ts', '      await healthRoutes(api, context);\n', '      await healthRoutes(api, context);\n      await helloRoutes(api, context);\n');
}

/** Runs a command in the copy; resolves with its output, rejects with it when it fails. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`))));
  });
}

before(async () => {
  copy = mkdtempSync(join(tmpdir(), 'clinic-contributing-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The assistant's classifier, as `npm ci` left it: the checklists change no help content, so the copy's build keeps it.
  cpSync(join(root, 'protocol/generated'), join(copy, 'protocol/generated'), { recursive: true });
  addElement();
  addRoute();
  // "Adding a language": Punjabi, one more folder of locales/ and no other edit.
  addPunjabi(join(copy, 'locales'));
  await run(process.execPath, ['--import', 'tsx', 'esbuild.config.ts']);
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Opens `html` at `origin` in Chromium, the copy's dist/ served beside it, and runs `use` on the page. */
async function withBuiltPage(origin: string, html: string, use: (page: import('playwright').Page) => Promise<void>): Promise<void> {
  const executablePath = findChromium();
  assert.ok(executablePath, 'Chromium is installed');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        await route.fulfill({ contentType: 'text/html', body: html });
        return;
      }
      try {
        await route.fulfill({ contentType: path.endsWith('.js') ? 'text/javascript' : 'application/json', body: read(join('dist', path)) });
      } catch {
        await route.fulfill({ status: 404, body: '' });
      }
    });
    await page.goto(`${origin}/`);
    await use(page);
  } finally {
    await browser.close();
  }
}

/** Starts the copy's server on a database of its own and runs `use` against it. */
async function withCopyServer(use: (server: Awaited<ReturnType<typeof import('../server/helpers/server.ts').startServer>>) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-contributing-data-'));
  const helpers = (await import(pathToFileURL(join(copy, 'test/server/helpers/server.ts')).href)) as typeof import('../server/helpers/server.ts');
  const server = await helpers.startServer(
    { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } },
    { staticRoot: join(copy, 'dist') },
  );
  try {
    await use(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('CONTRIBUTING.md: adding an element', () => {
  it('puts the element in the manifest, with its attribute', () => {
    const manifest = JSON.parse(read('dist/custom-elements.json'));
    const hello = manifest.modules[0].declarations.find((declaration: { tagName?: string }) => declaration.tagName === 'clinic-hello');
    assert.ok(hello, 'clinic-hello is in dist/custom-elements.json');
    assert.equal(hello.name, 'ClinicHelloElement');
    assert.equal(hello.summary, 'Greets someone by name.', 'the summary comes from its README');
    assert.deepEqual(
      hello.cssParts.map((part: { name: string; description: string }) => `${part.name}: ${part.description}`),
      ['greeting: The greeting.'],
    );
    assert.ok(
      hello.attributes.some((attribute: { name: string; description: string }) => attribute.name === 'name' && attribute.description === 'Who is greeted.'),
    );
  });

  it('puts the element in the type declarations, documented', () => {
    const types = read('dist/clinic-widgets.d.ts');
    assert.match(types, /interface ClinicHelloElement extends/);
    assert.match(types, /"clinic-hello": \{/);
    assert.match(types, /\/\*\* Who is greeted\. \*\/\n\s*readonly name: \{/);
    assert.match(
      types,
      /\/\*\* Greets someone by name\. \*\/\n\s*(?:export )?interface ClinicHelloElement/,
      'the summary, written once in its README, documents the type',
    );
  });

  it("writes the tag maps from the definition: the build adds it to the public types and the project's own map", () => {
    assert.match(
      read('widgets/public/elements.ts'),
      /'clinic-hello': \{ element: ClinicHelloElement; attributes: typeof helloAttributes & typeof COMMON_ATTRIBUTES; events: never \}/,
    );
    assert.match(read('widgets/globals.ts'), /'clinic-hello': ClinicHelloElement;/);
  });

  it('makes an element the built script defines and renders in Chromium', async () => {
    assert.match(read('dist/clinic-widgets.js'), /clinic-hello/);
    await withBuiltPage(
      'http://hello.test',
      '<!doctype html><html lang="en"><title>hello</title><clinic-hello name="Ada"></clinic-hello><script src="/clinic-widgets.js"></script>',
      async (page) => {
        await page.waitForFunction(() => customElements.get('clinic-hello') !== undefined);
        await page.locator('clinic-hello p[part="greeting"]').waitFor();
        assert.equal(await page.locator('clinic-hello p[part="greeting"]').textContent(), 'Hello, Ada!');
      },
    );
  });
});

describe('CONTRIBUTING.md: adding an API route', () => {
  it('answers through the app', async () => {
    await withCopyServer(async (server) => {
      const answer = await server.get('/api/hello');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { message: 'Hello from the API' });
    });
  });
});

describe('CONTRIBUTING.md: adding a language', () => {
  it('builds the site in it: /pa/pricing in Punjabi, named in every page’s alternates and switcher', () => {
    const pricing = read('dist/site/pa/pricing.html');
    assert.match(pricing, /<html lang="pa-IN"/);
    assert.match(pricing, /ਹਰ ਆਕਾਰ ਦੇ ਕਲੀਨਿਕਾਂ ਲਈ ਸਧਾਰਨ ਪਲਾਨ/);
    assert.match(pricing, /14 ਦਿਨਾਂ ਦੇ ਮੁਫ਼ਤ ਟ੍ਰਾਇਲ/, 'the trial length is filled in from its one source');
    // The pricing table's own words, from pricing.json, its figures filled in too.
    assert.match(pricing, /ਛੋਟੇ ਕਲੀਨਿਕਾਂ ਲਈ ਜੋ ਆਪਣਾ ਕੰਮ ਵਿਵਸਥਿਤ ਕਰ ਰਹੇ ਹਨ/);
    assert.match(pricing, /ਮੁਫ਼ਤ ਟ੍ਰਾਇਲ 14 ਦਿਨਾਂ ਦਾ ਹੈ/);
    const english = read('dist/site/pricing.html');
    assert.match(english, /hreflang="pa-IN"/);
    assert.match(english, /ਪੰਜਾਬੀ/, 'the switcher names it in its own script');
    assert.match(read('dist/site/sitemap.xml'), /\/pa\/pricing/);
  });

  it('speaks it in the API: its error messages, chosen by Accept-Language', async () => {
    await withCopyServer(async (server) => {
      const answer = await server.post('/api/auth/login', { email: 'nobody@example.in', password: 'Wrong-Mango-77' }, { 'accept-language': 'pa-IN,pa;q=0.9' });
      assert.equal(answer.status, 401);
      assert.equal((answer.body as { message: string }).message, 'ਗਲਤ ਈਮੇਲ ਜਾਂ ਪਾਸਵਰਡ');
      assert.equal(answer.headers.get('content-language'), 'pa-IN');
    });
  });

  it('speaks it in an element: <clinic-sign-in lang="pa"> in Chromium, from its own catalog chunk', async () => {
    await withBuiltPage(
      'http://punjabi.test',
      '<!doctype html><html lang="en"><title>pa</title><clinic-sign-in lang="pa"></clinic-sign-in><script src="/clinic-widgets.js"></script>',
      async (page) => {
        await page.waitForFunction(
          () => document.querySelector('clinic-sign-in')?.shadowRoot?.querySelector('h2')?.textContent === 'ਆਪਣੇ ਕਲੀਨਿਕ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ',
        );
        assert.equal(await page.locator('clinic-sign-in h2').textContent(), 'ਆਪਣੇ ਕਲੀਨਿਕ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ');
        assert.equal(await page.locator('clinic-sign-in button[type="submit"]').textContent(), 'ਸਾਈਨ ਇਨ ਕਰੋ');
      },
    );
  });
});
