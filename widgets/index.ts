/**
 * The bundle's entry: sets up `window.ClinicWidgets` (or joins the one already on the page), then
 * defines every element. Safe to include twice: existing tags are left alone.
 */
import './core/boot.ts';
import './elements.ts';
