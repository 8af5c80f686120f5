/**
 * The testimonials, written once: every page that quotes a clinic shows the same words with the
 * same name, role and city. (Invented for this build; replace them with real, consented quotes.)
 */
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  city: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'ananya',
    quote: 'Our front desk used to spend the whole morning calling clients to confirm. Now WhatsApp reminders do it, and our no-shows have almost disappeared.',
    name: 'Dr. Ananya Iyer',
    role: 'Founder, Lumière Skin & Laser',
    city: 'Bengaluru',
  },
  {
    id: 'rohan',
    quote: 'GST invoices used to take us an hour at day end. With ClinicPlatform they are correct the moment the client pays, by UPI or card.',
    name: 'Rohan Mehta',
    role: 'Practice Manager, SmileCraft Dental',
    city: 'Pune',
  },
  {
    id: 'kavya',
    quote: 'Seeing each patient’s progress photos and exercise plan in one profile has made our follow-ups far more personal. Patients notice.',
    name: 'Dr. Kavya Reddy',
    role: 'Lead Physiotherapist, MoveWell Physio',
    city: 'Hyderabad',
  },
];

/** The testimonial with this id (a wrong id fails the build). */
export function testimonial(id: string): Testimonial {
  const found = testimonials.find((item) => item.id === id);
  if (!found) throw new Error(`no testimonial ${id}`);
  return found;
}
