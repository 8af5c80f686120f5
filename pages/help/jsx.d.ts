/** The help centre's custom elements as JSX tags, for the build-time pages. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Tag = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'clinic-help-article': Tag & { 'article-id'?: string; 'support-href'?: string };
      'clinic-help-category': Tag & { category?: string };
      'clinic-help-search': Tag;
      'clinic-faq': Tag;
      'clinic-handbook-nav': Tag;
      'clinic-chat-launcher': Tag & { 'fallback-href'?: string };
    }
  }
}
