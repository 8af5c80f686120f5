import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatNumber, formatRupees } from '../../protocol/numbers.ts';

const intlNumber = new Intl.NumberFormat('en-IN');
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Whole numbers across every grouping length, signs and the edges of a safe integer. */
const WHOLE = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  7500,
  9999,
  10000,
  99999,
  100000,
  120000,
  999999,
  1000000,
  12345678,
  100000000,
  987654321012,
  Number.MAX_SAFE_INTEGER,
];

test('numbers are written in lakh grouping, as Intl writes en-IN', () => {
  assert.equal(formatNumber(100000), '1,00,000');
  assert.equal(formatNumber(5000), '5,000');
  for (const value of [...WHOLE, ...WHOLE.map((n) => -n).filter((n) => n !== 0)]) assert.equal(formatNumber(value), intlNumber.format(value), String(value));
});

test('fractions, numbers beyond a safe integer, NaN and infinity still read as Intl writes them', () => {
  for (const value of [1.5, 0.125, 1234567.891, -2.75, 1e21, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
    assert.equal(formatNumber(value), intlNumber.format(value), String(value));
});

test('rupees are whole, in lakh grouping, halves rounded away from zero, as Intl writes en-IN', () => {
  assert.equal(formatRupees(3000), '₹3,000');
  assert.equal(formatRupees(120000), '₹1,20,000');
  // A negative amount that rounds to nothing is nothing (Intl writes '-₹0').
  assert.equal(formatRupees(-0.4), '₹0');
  for (const value of [...WHOLE, -7500, -100000, 2.5, 2.49, 999.5, -2.5, 0.4, 1234567.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
    assert.equal(formatRupees(value), intlRupees.format(value), String(value));
});
