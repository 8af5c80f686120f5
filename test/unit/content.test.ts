/**
 * Content is data, checked at build: every help article, handbook
 * section, chat topic, demo section, FAQ and plan satisfies its struct, links between them resolve,
 * and the figures are the product's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assert as assertStruct, is } from 'superstruct';
import { chatFallback, chatGreeting, chatTopics } from '../../widgets/content/chat-topics.ts';
import { demoSections } from '../../widgets/content/demo.ts';
import { pricingFaqs, supportFaqs } from '../../widgets/content/faqs.ts';
import { handbook } from '../../widgets/content/handbook.ts';
import {
  articleById,
  articles,
  articlesInCategory,
  categoryBySlug,
  categorySlug,
  categoryTitle,
  categoryTitleFromSlug,
} from '../../widgets/content/help/index.ts';
import { ANNUAL_SAVING_PERCENT, GUARANTEE_POINTS, MONEY_BACK_DAYS, PRICING_VALUES, clientsOf, comparison, plans } from '../../widgets/content/plans.ts';
import { TRIAL_DAYS, TRIAL_PLAN_PRICES } from '../../widgets/content/plan-prices.ts';
import { PRICING_FAQS } from '../../widgets/content/pricing-faqs.ts';
import { pricingContent } from '../../protocol/locales/en-IN/pricingContent.js';
import { writeMessage } from '../../protocol/message.ts';
import { PAGE_ROUTES } from '../support/routes.ts';
import {
  ARTICLE_IDS,
  ComparisonCategory,
  Plan,
  ChatTopic,
  type ContentBlock,
  DemoSection,
  Faq,
  HELP_CATEGORIES,
  HandbookSection,
  HelpArticle,
} from '../../widgets/content/types.ts';

const SUPPORT_EMAIL = 'support@clinicplatform.in';
const SUPPORT_TEL = '+918047182290';

/** The routes of the assembled site (the query of /reset-password aside). */
const SITE_ROUTES = new Set<string>(PAGE_ROUTES);

const BLOCK_TYPES = ['heading', 'paragraph', 'list', 'steps', 'info', 'warning', 'success'] as const;

/** The readable text of a block, in order. */
function blockTexts(block: ContentBlock): string[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'steps':
      return block.steps.flatMap((step) => [step.title, step.description]);
    default:
      return [block.title ?? '', block.text];
  }
}

/** Words a reader reads: link targets are not counted, only their labels. */
function wordCount(texts: string[]): number {
  return texts
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const bodyWords = (content: ContentBlock[]): number => wordCount(content.flatMap(blockTexts));

/** Every string anywhere inside a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** The pricing catalog's English message `key`, its facts filled in (`{clients}` as `plan`'s). */
const english = (key: keyof typeof pricingContent, plan = plans[0]!) => writeMessage(pricingContent[key], clientsOf(plan));

const everyContent = {
  articles,
  handbook,
  chatTopics,
  chatGreeting,
  chatFallback,
  demoSections,
  supportFaqs,
  pricingFaqs,
  pricing: Object.keys(pricingContent).map((key) => english(key as keyof typeof pricingContent)),
};

function linkTargets(text: string): string[] {
  return [...text.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)].map((match) => match[1] ?? '');
}

function isKnownTarget(target: string): boolean {
  if (target === `mailto:${SUPPORT_EMAIL}` || target === `tel:${SUPPORT_TEL}`) return true;
  if (SITE_ROUTES.has(target)) return true;
  const article = /^\/help\/([a-z0-9-]+)$/.exec(target);
  if (article) return articleById(article[1] ?? '') !== undefined;
  const category = /^\/help\/category\/([a-z0-9-]+)$/.exec(target);
  if (category) return categoryBySlug(category[1] ?? '') !== undefined;
  return false;
}

describe('help articles', () => {
  it('every article satisfies the HelpArticle struct', () => {
    for (const article of articles) assertStruct(article, HelpArticle, `article ${article.id}`);
  });

  it('has each of the twelve help article ids exactly once', () => {
    assert.equal(articles.length, 12);
    assert.deepEqual([...articles.map((a) => a.id)].sort(), [...ARTICLE_IDS].sort());
  });

  it('puts each article in its category: four in Getting Started, Features & Usage and Billing & Payments', () => {
    const expected: Record<string, string[]> = {
      'Getting Started': ['setup-clinic-profile', 'adding-first-clients', 'setup-appointment-scheduling', 'configure-billing-payments'],
      'Features & Usage': ['ai-analytics-dashboard', 'whatsapp-integration', 'managing-client-photos', 'creating-marketing-campaigns'],
      'Billing & Payments': ['gst-compliance', 'payment-gateways', 'managing-subscription-billing', 'financial-reports'],
    };
    for (const category of HELP_CATEGORIES) {
      assert.deepEqual(
        articlesInCategory(category).map((a) => a.id),
        expected[category],
        category,
      );
    }
  });

  it('links each article to two or three related articles that exist and are not itself', () => {
    for (const article of articles) {
      assert.ok(article.relatedArticles.length >= 2 && article.relatedArticles.length <= 3, article.id);
      assert.equal(new Set(article.relatedArticles).size, article.relatedArticles.length, `${article.id} repeats a related id`);
      for (const related of article.relatedArticles) {
        assert.notEqual(related, article.id, `${article.id} is related to itself`);
        assert.ok(articleById(related), `${article.id} → ${related} does not exist`);
      }
    }
  });

  it('every article has a heading, a paragraph, a list or steps and a callout (four block types at least)', () => {
    for (const article of articles) {
      const types = new Set(article.content.map((block) => block.type));
      assert.ok(types.size >= 4, `${article.id} uses ${types.size} block types`);
      assert.ok(types.has('heading') && types.has('paragraph'), article.id);
      assert.ok(types.has('list') || types.has('steps'), article.id);
      assert.ok(types.has('info') || types.has('warning') || types.has('success'), article.id);
    }
  });

  it('uses all seven block types across the articles, each many times', () => {
    const counts = new Map<string, number>();
    for (const block of articles.flatMap((a) => a.content)) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
    for (const type of BLOCK_TYPES) assert.ok((counts.get(type) ?? 0) >= 5, `${type} appears ${counts.get(type) ?? 0} times`);
  });

  it('every body has 350–900 words and a read time of 4–10 min in keeping with its length (about 100 words a minute)', () => {
    for (const article of articles) {
      const words = bodyWords(article.content);
      assert.ok(words >= 350 && words <= 900, `${article.id} has ${words} words`);
      const minutes = Number.parseInt(article.readTime, 10);
      assert.ok(minutes >= 4 && minutes <= 10, `${article.id} reads in ${article.readTime}`);
      assert.ok(Math.abs(minutes - Math.max(4, Math.round(words / 100))) <= 1, `${article.id}: ${words} words in ${article.readTime}`);
    }
  });

  it('every article was last updated January 15, 2025', () => {
    for (const article of articles) assert.equal(article.lastUpdated, 'January 15, 2025');
  });

  it('articleById finds every article and returns undefined for an unknown id', () => {
    for (const id of ARTICLE_IDS) assert.equal(articleById(id)?.id, id);
    assert.equal(articleById('no-such-article'), undefined);
    assert.equal(articleById(''), undefined);
  });
});

describe('help categories', () => {
  it('gives each category its slug', () => {
    assert.equal(categorySlug('Getting Started'), 'getting-started');
    assert.equal(categorySlug('Features & Usage'), 'features-usage');
    assert.equal(categorySlug('Billing & Payments'), 'billing-payments');
  });

  it('titles a slug by turning only the first hyphen into a space and capitalising each word', () => {
    assert.equal(categoryTitleFromSlug('getting-started'), 'Getting Started');
    assert.equal(categoryTitleFromSlug('features-usage'), 'Features Usage');
    assert.equal(categoryTitleFromSlug('billing-payments'), 'Billing Payments');
    assert.equal(categoryTitleFromSlug('a-b-c'), 'A B-c');
    assert.equal(categoryTitleFromSlug('single'), 'Single');
  });

  it('titles a known category by its own name and any other slug by the rule', () => {
    for (const category of HELP_CATEGORIES) assert.equal(categoryTitle(categorySlug(category)), category);
    assert.equal(categoryTitle('billing-payments'), 'Billing & Payments');
    assert.equal(categoryTitle('billing-and-payments'), 'Billing And-payments');
  });

  it('finds a category by its slug, and none for an unknown slug', () => {
    for (const category of HELP_CATEGORIES) assert.equal(categoryBySlug(categorySlug(category)), category);
    assert.equal(categoryBySlug('getting-started'), 'Getting Started');
    assert.equal(categoryBySlug('no-such-category'), undefined);
    assert.equal(categoryBySlug('Getting Started'), undefined);
  });
});

describe('handbook', () => {
  it('every section satisfies the HandbookSection struct', () => {
    for (const section of handbook) assertStruct(section, HandbookSection, `section ${section.id}`);
  });

  it('has the ten handbook sections in order', () => {
    assert.deepEqual(
      handbook.map((s) => s.title),
      [
        'Introduction',
        'Getting Started',
        'Client Management',
        'Appointment Scheduling',
        'Billing & Invoicing',
        'Communication',
        'Analytics & Reporting',
        'Security & Compliance',
        'Advanced Features',
        'Troubleshooting',
      ],
    );
  });

  it("has exactly the handbook's subsections, by title", () => {
    const expected: Record<string, string[]> = {
      Introduction: ['What Is the Platform?', 'Key Benefits', 'System Requirements'],
      'Getting Started': ['Account Setup', 'Initial Configuration', 'Data Import', 'First Steps'],
      'Client Management': ['Adding Clients', 'Client Profiles', 'Photo Management', 'Treatment History', 'Client Analytics'],
      'Appointment Scheduling': ['Calendar Overview', 'Booking Appointments', 'Automated Reminders', 'Managing Cancellations', 'Staff Scheduling'],
      Troubleshooting: ['Common Issues', 'Contact Support'],
    };
    for (const [title, subsections] of Object.entries(expected)) {
      const section = handbook.find((s) => s.title === title);
      assert.deepEqual(
        section?.subsections.map((s) => s.title),
        subsections,
        title,
      );
    }
  });

  it('gives the five sections listed without a body three to five subsections each', () => {
    for (const title of ['Billing & Invoicing', 'Communication', 'Analytics & Reporting', 'Security & Compliance', 'Advanced Features']) {
      const count = handbook.find((s) => s.title === title)?.subsections.length ?? 0;
      assert.ok(count >= 3 && count <= 5, `${title} has ${count} subsections`);
    }
  });

  it('uses unique kebab-case ids across sections and subsections', () => {
    const ids = handbook.flatMap((s) => [s.id, ...s.subsections.map((sub) => sub.id)]);
    for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('writes 80–250 words of body in every subsection', () => {
    for (const section of handbook) {
      for (const sub of section.subsections) {
        const words = bodyWords(sub.content);
        assert.ok(words >= 80 && words <= 250, `${sub.id} has ${words} words`);
      }
    }
  });

  it('states the system requirements', () => {
    const text = allStrings(handbook.find((s) => s.id === 'introduction')?.subsections.find((s) => s.title === 'System Requirements')).join(' ');
    for (const fact of ['modern browser', '1 Mbps', '1024x768', 'JavaScript enabled']) assert.ok(text.includes(fact), fact);
  });
});

describe('chat topics', () => {
  it('every topic satisfies the ChatTopic struct', () => {
    for (const topic of chatTopics) assertStruct(topic, ChatTopic, `topic ${topic.id}`);
  });

  it('has seventeen topics: the fifteen named ones, the GST question and a greeting', () => {
    const names = [
      'pricing',
      'features',
      'trial',
      'security',
      'support',
      'messaging',
      'scheduling',
      'billing',
      'analytics',
      'onboarding',
      'multi-location',
      'photos',
      'integrations',
      'contact',
      'about',
    ];
    assert.equal(chatTopics.length, 17);
    assert.deepEqual([...chatTopics.map((t) => t.id)].sort(), [...names, 'gst-pricing', 'greeting'].sort());
  });

  it('gives each topic 5–12 distinct lowercase keywords, one of them longer than 3 characters', () => {
    for (const topic of chatTopics) {
      assert.ok(topic.keywords.length >= 5 && topic.keywords.length <= 12, `${topic.id} has ${topic.keywords.length} keywords`);
      assert.equal(new Set(topic.keywords).size, topic.keywords.length, `${topic.id} repeats a keyword`);
      for (const keyword of topic.keywords) assert.match(keyword, /^[a-z0-9 +-]+$/);
      assert.ok(
        topic.keywords.some((k) => k.length > 3),
        `${topic.id} cannot be reached by one keyword`,
      );
    }
  });

  it('uses short keywords such as gst, upi, sms and api where natural', () => {
    const keywords = new Set(chatTopics.flatMap((t) => t.keywords));
    for (const short of ['gst', 'upi', 'sms', 'api', 'hi']) assert.ok(keywords.has(short), short);
  });

  it('answers each topic in two to five sentences', () => {
    for (const topic of chatTopics) {
      const sentences = topic.reply
        .replace(/\[[^\]]+\]\([^)]*\)/g, 'link')
        .split(/[.?!](?:\s|$)/)
        .filter((s) => s.trim()).length;
      assert.ok(sentences >= 2 && sentences <= 5, `${topic.id} has ${sentences} sentences`);
    }
  });

  it('quotes the plan prices in the pricing reply', () => {
    const reply = chatTopics.find((t) => t.id === 'pricing')?.reply ?? '';
    for (const figure of ['₹3,000', '₹28,800', '₹7,500', '₹72,000', '500', '2,000', '20%', '30-day']) assert.ok(reply.includes(figure), figure);
  });

  it('greets the visitor, and falls back to email, phone, live chat and the demo page', () => {
    assert.ok(chatGreeting.trim().length > 0);
    assert.ok(chatFallback.includes(`mailto:${SUPPORT_EMAIL}`));
    assert.ok(chatFallback.includes(`tel:${SUPPORT_TEL}`));
    assert.match(chatFallback, /live chat/);
    assert.ok(linkTargets(chatFallback).includes('/demo'));
  });
});

describe('demo sections', () => {
  it('every section satisfies the DemoSection struct', () => {
    for (const section of demoSections) assertStruct(section, DemoSection, `demo ${section.id}`);
  });

  it('has overview (3 min), scheduling, clients and analytics (2 min each): 9 minutes in all', () => {
    assert.deepEqual(
      demoSections.map((s) => [s.id, s.duration]),
      [
        ['overview', '3 min'],
        ['scheduling', '2 min'],
        ['clients', '2 min'],
        ['analytics', '2 min'],
      ],
    );
    assert.equal(
      demoSections.reduce((total, s) => total + Number.parseInt(s.duration, 10), 0),
      9,
    );
  });

  it('describes each section in two or three sentences with three or four highlights', () => {
    for (const section of demoSections) {
      const sentences = section.description.split(/[.?!](?:\s|$)/).filter((s) => s.trim()).length;
      assert.ok(sentences >= 2 && sentences <= 3, `${section.id} has ${sentences} sentences`);
      assert.ok(section.highlights.length >= 3 && section.highlights.length <= 4, section.id);
    }
  });
});

describe('FAQs', () => {
  it('has exactly five support FAQs and four pricing FAQs, each a question with an answer', () => {
    assert.equal(supportFaqs.length, 5);
    assert.equal(pricingFaqs.length, 4);
    for (const faq of [...supportFaqs, ...pricingFaqs]) {
      assertStruct(faq, Faq);
      assert.ok(faq.question.endsWith('?'), faq.question);
    }
  });

  it('answers the trial, plan change, money-back and setup-fee questions under the pricing table, its figures from their sources', () => {
    assert.equal(PRICING_VALUES.trialDays, TRIAL_DAYS);
    assert.equal(PRICING_VALUES.percent, ANNUAL_SAVING_PERCENT);
    const text = allStrings(pricingFaqs).join(' ');
    assert.match(text, /annual billing saves 20%/);
    assert.match(text, /\(500 on Basic, 2,000 on Pro\)/);
    for (const fact of ['14 days', 'without a credit card', 'upgrade or downgrade', '30-day money-back', 'no setup fees', '30 days notice']) {
      assert.ok(text.toLowerCase().includes(fact.toLowerCase()), fact);
    }
  });
});

describe('plans', () => {
  it('every plan and comparison category satisfy their structs', () => {
    for (const plan of plans) assertStruct(plan, Plan, `plan ${plan.id}`);
    for (const category of comparison) assertStruct(category, ComparisonCategory, category.category);
    assert.equal(is({ ...plans[0], price: { monthly: -1, annually: 0, savings: 0 } }, Plan), false);
  });

  it('names each of its words by a key of the pricing catalog, and uses every key', () => {
    const named = new Set<string>([
      ...plans.flatMap((plan) => [`plans.${plan.id}.name`, `plans.${plan.id}.tagline`, ...plan.features]),
      'features.unlimitedClients',
      ...comparison.flatMap((category) => [
        `categories.${category.category}`,
        ...category.rows.flatMap((row) => [
          `rows.${row.feature}`,
          ...plans
            .map((plan) => row[plan.id])
            .filter((cell) => typeof cell === 'string')
            .map((cell) => `cells.${cell}`),
        ]),
      ]),
      'cells.unlimited',
      'guarantee.title',
      'guarantee.text',
      ...GUARANTEE_POINTS.map((point) => `guarantee.${point}`),
      ...PRICING_FAQS.flatMap((faq) => [`faq.${faq}.question`, `faq.${faq}.answer`]),
    ]);
    assert.deepEqual(
      [...named].filter((key) => !(key in pricingContent)),
      [],
      'keys the catalog lacks',
    );
    assert.deepEqual(
      Object.keys(pricingContent).filter((key) => !named.has(key)),
      [],
      'keys nothing shows',
    );
  });

  it('calls the plans a trial starts on as the register page and the mails do', () => {
    assert.equal(pricingContent['plans.basic.name'], TRIAL_PLAN_PRICES.basic.name);
    assert.equal(pricingContent['plans.pro.name'], TRIAL_PLAN_PRICES.pro.name);
  });

  it('prices Basic at ₹3,000 / ₹28,800 (saves ₹7,200), Pro at ₹7,500 / ₹72,000 (saves ₹18,000) and Enterprise as custom', () => {
    assert.deepEqual(
      plans.map((p) => [p.id, p.price]),
      [
        ['basic', { monthly: 3000, annually: 28800, savings: 7200 }],
        ['pro', { monthly: 7500, annually: 72000, savings: 18000 }],
        ['enterprise', { monthly: null, annually: null, savings: null }],
      ],
    );
  });

  it('makes annual billing save 20% of twelve monthly payments', () => {
    assert.equal(ANNUAL_SAVING_PERCENT, 20);
    for (const { price } of plans) {
      if (price.monthly === null || price.annually === null || price.savings === null) continue;
      assert.equal(price.savings, price.monthly * 12 - price.annually);
      assert.equal((price.savings / (price.monthly * 12)) * 100, ANNUAL_SAVING_PERCENT);
    }
  });

  it('limits clients to 500, 2,000 and unlimited, marks only Pro Most Popular, and sends Enterprise to Contact Sales', () => {
    assert.deepEqual(
      plans.map((p) => p.clientLimit),
      [500, 2000, null],
    );
    assert.deepEqual(
      plans.filter((p) => p.mostPopular).map((p) => p.id),
      ['pro'],
    );
    assert.equal(plans.find((p) => p.id === 'enterprise')?.cta, 'sales');
    for (const p of plans.filter((p) => p.id !== 'enterprise')) assert.equal(p.cta, 'signup');
    assert.deepEqual(
      plans.map((p) => (p.clientLimit === null ? english('features.unlimitedClients') : english('features.clientLimit', p))),
      ['Up to 500 clients', 'Up to 2,000 clients', 'Unlimited clients'],
    );
  });

  it('compares the plans in 4–6 categories with the gating of each plan', () => {
    assert.ok(comparison.length >= 4 && comparison.length <= 6);
    const rows = comparison.flatMap((c) => c.rows);
    const row = (feature: string) => {
      const found = rows.find((r) => r.feature === feature);
      assert.ok(found, `no row ${feature}`);
      return [found.basic, found.pro, found.enterprise];
    };
    for (const enterpriseOnly of ['locations', 'api', 'integrations']) {
      assert.deepEqual(row(enterpriseOnly), [false, false, true], enterpriseOnly);
    }
    for (const proAndUp of ['analytics', 'whatsapp', 'marketing', 'protocols']) {
      assert.deepEqual(row(proAndUp), [false, true, true], proAndUp);
    }
    assert.equal(row('reminders')[0], true);
    assert.equal(row('photos')[0], 'limitedStorage');
    assert.equal(english('cells.limitedStorage'), 'Limited storage');
    assert.equal(row('support')[0], 'email');
    assert.deepEqual(row('clients'), ['clientLimit', 'clientLimit', 'clientLimit']);
    assert.deepEqual(
      plans.map((p) => (p.clientLimit === null ? english('cells.unlimited') : english('cells.clientLimit', p))),
      ['Up to 500', 'Up to 2,000', 'Unlimited'],
    );
  });

  it('guarantees 30 days money back, no setup fees, cancellation with 30 days notice and setup in under 24 hours', () => {
    assert.equal(MONEY_BACK_DAYS, 30);
    assert.equal(english('guarantee.title'), '30-Day Money-Back Guarantee');
    const text = ['guarantee.text' as const, ...GUARANTEE_POINTS.map((point) => `guarantee.${point}` as const)].map((key) => english(key)).join(' ');
    for (const fact of ['30-day money-back', 'No setup fees', '30 days notice', 'under 24 hours']) assert.ok(text.includes(fact), fact);
  });
});

describe('links and contact details in all content', () => {
  const strings = allStrings(everyContent);

  it('points every markdown link at a site route, an existing article or category, or the support mailto:/tel:', () => {
    let links = 0;
    for (const text of strings) {
      for (const target of linkTargets(text)) {
        links += 1;
        assert.ok(isKnownTarget(target), `unknown link target ${target} in: ${text.slice(0, 80)}`);
      }
    }
    assert.ok(links > 50, `only ${links} links`);
  });

  it('writes no half-formed link, raw HTML or external URL', () => {
    for (const text of strings) {
      assert.equal((text.match(/\]\(/g) ?? []).length, linkTargets(text).length, `malformed link in: ${text.slice(0, 80)}`);
      assert.doesNotMatch(text, /<[a-z/!]/i, `HTML in: ${text.slice(0, 80)}`);
      assert.doesNotMatch(text, /https?:\/\//, `external URL in: ${text.slice(0, 80)}`);
    }
  });

  it('uses one support email and one phone number everywhere', () => {
    for (const text of strings) {
      for (const email of text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []) assert.equal(email, SUPPORT_EMAIL);
      for (const phone of text.match(/\+91[\d ]{8,}\d/g) ?? []) assert.ok([SUPPORT_TEL, '+91 80 4718 2290'].includes(phone), phone);
    }
  });

  it('writes rupee amounts with Indian digit grouping', () => {
    for (const text of strings) {
      for (const amount of text.match(/₹\d(?:[\d,]*\d)?/g) ?? []) {
        assert.match(amount, /^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/, amount);
      }
    }
  });
});
