/** Whole rupees with the Indian digit grouping: 3000 → '₹3,000', 120000 → '₹1,20,000'. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export function rupees(amount: number): string {
  return inr.format(amount);
}
