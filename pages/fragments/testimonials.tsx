/**
 * Testimonials rendered from widgets/content/testimonials.ts: the home page's list and the quotes
 * beside the sign-in and registration forms, so a quote never changes its author between pages.
 */
import type { Testimonial } from '../../widgets/content/testimonials.ts';
import { fragmentContent } from './content.ts';

function Quote({ item }: { item: Testimonial }) {
  return (
    <blockquote>
      <p>“{item.quote}”</p>
    </blockquote>
  );
}

/** The home page's list of every testimonial, in `language`. */
export function TestimonialListMarkup({ language }: { language?: string }) {
  const { testimonials } = fragmentContent(language);
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

/** One testimonial in a form page's side panel, in `language`; a wrong id fails the build. */
export function SideTestimonialMarkup({ id, language }: { id: string; language: string }) {
  const item = fragmentContent(language).testimonials.find((entry) => entry.id === id);
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
