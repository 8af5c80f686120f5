/**
 * Testimonials rendered from widgets/content/testimonials.ts: the home page's list and the quotes
 * beside the sign-in and registration forms, so a quote never changes its author between pages.
 */
import type { Testimonial } from '../../widgets/content/testimonials.ts';
import { fragmentContent } from './content.ts';
import type { SiteMessages } from '../site-catalog.ts';
import { englishFragmentMessages } from './english.ts';

function Quote({ item }: { item: Testimonial }) {
  return (
    <blockquote>
      <p>“{item.quote}”</p>
    </blockquote>
  );
}

/** The home page's list of every testimonial, in the language of `messages`. */
export function TestimonialListMarkup({ messages = englishFragmentMessages }: { messages?: SiteMessages }) {
  const { testimonials } = fragmentContent(messages);
  return (
    <ul className="testimonials" role="list">
      {testimonials.map((item) => (
        <li key={item.id}>
          <figure>
            <Quote item={item} />
            <figcaption>
              <strong>{item.name}</strong>
              {item.role}, {item.city}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** One testimonial in a form page's side panel, in the language of `messages`; a wrong id fails the build. */
export function SideTestimonialMarkup({ id, messages = englishFragmentMessages }: { id: string; messages?: SiteMessages }) {
  const item = fragmentContent(messages).testimonials.find((entry) => entry.id === id);
  if (!item) throw new Error(`no testimonial ${id}`);
  return (
    <figure className="testimonial">
      <Quote item={item} />
      <figcaption>
        {item.name}, {item.role}, {item.city}
      </figcaption>
    </figure>
  );
}
