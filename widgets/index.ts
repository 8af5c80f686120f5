/**
 * The bundle's entry: sets up `window.ClinicWidgets` (or joins the one already on the page), then
 * defines every element, rendering those already on the page in the same task (no empty frame).
 * Safe to include twice: existing tags are left alone.
 */
import './core/boot.ts';
import { renderUpgradedNow } from './core/element/upgrade.ts';
import { definitions } from './elements.ts';

renderUpgradedNow(definitions.map((definition) => definition.tag));
