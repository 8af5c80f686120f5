/** axe's accessibility check, as every end-to-end suite runs it. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe check of the page, shadow roots included. A page of one frame is checked by `axe.run` in
 * the page itself; a page with frames frame by frame, the partial results joined in a blank page
 * of the context (the only way to reach a frame of another origin). For one frame both find the
 * same; the first opens no page, which makes it two to four times faster.
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
