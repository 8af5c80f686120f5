/**
 * Testimonials rendered from widgets/content/testimonials.ts: the home page's list and the quotes
 * beside the sign-in and registration forms, so a quote never changes its author between pages.
 */
import { testimonial, testimonials, type Testimonial } from '../../widgets/content/testimonials.ts';

function Quote({ item }: { item: Testimonial }) {
  return (
    <blockquote>
      <p>“{item.quote}”</p>
    </blockquote>
  );
}

/** The home page's list of every testimonial. */
export function TestimonialListMarkup() {
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

/** One testimonial in a form page's side panel. */
export function SideTestimonialMarkup({ id }: { id: string }) {
  const item = testimonial(id);
  return (
    <figure className="testimonial">
      <Quote item={item} />
      <figcaption>
        {item.name}, {item.role}, {item.city}
      </figcaption>
    </figure>
  );
}
