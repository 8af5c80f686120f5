/**
 * The bundle's entry: sets up `window.ClinicWidgets` (or joins the one already on the page), then
 * defines every element of the registry. An element's code arrives in chunks, fetched from beside
 * this script when an instance of it is on the page and needs it (see runtime/script/element/define.tsx).
 * Safe to include twice: existing tags and the first copy's page objects are left alone.
 */
import './runtime/script/boot.ts';
import './registry.ts';
